import business from "@content/business.yml";
import quoteFormCopy from "@content/quote-form.yml";

const quoteServices = quoteFormCopy.services;
import { buildMailto, labelledBody } from "~/lib/mailto";
import { type QuoteRequest, quoteRequestFields } from "~/lib/webhook";

/** The form's answers; a field missing from the form reads as empty. */
export function readQuote(data: FormData): QuoteRequest {
  const value = (field: keyof QuoteRequest) => {
    const entry = data.get(field);
    return typeof entry === "string" ? entry : "";
  };
  return Object.fromEntries(quoteRequestFields.map((field) => [field, value(field)])) as QuoteRequest;
}

export function serviceLabel(value: string): string {
  return quoteServices.find((service) => service.value === value)?.label ?? value;
}

/** The email handed to the visitor's mail app: subject and the labelled lines of the request. */
export function quoteEmail(quote: QuoteRequest): { subject: string; body: string } {
  const { labels, subject } = quoteFormCopy.mail;
  return {
    subject: subject(quote.firstName, quote.lastName),
    body: labelledBody([
      { label: labels.name, value: `${quote.firstName} ${quote.lastName}` },
      { label: labels.email, value: quote.email },
      { label: labels.phone, value: quote.phone },
      { label: labels.service, value: serviceLabel(quote.service) },
      { label: labels.message, value: quote.message, multiline: true },
    ]),
  };
}

export function quoteMailto(quote: QuoteRequest): string {
  return buildMailto(business.email, quoteEmail(quote));
}

/** Where the form submits when JavaScript is not running: the browser's own mailto hand-off. */
export const noScriptAction = buildMailto(business.email, { subject: quoteFormCopy.mail.fallbackSubject });
