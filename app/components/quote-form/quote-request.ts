import business from "@content/business.yml";
import quoteFormCopy from "@content/quote-form.yml";
import { buildMailtoWithin, crlf, labelledBody, singleLine, wellFormed } from "~/lib/mailto";
import { type QuoteRequest, quoteRequestFields } from "~/lib/quote-request-fields";

const quoteServices = quoteFormCopy.services;

/** The form's answers; a field missing from the form reads as empty. */
export function readQuote(data: FormData): QuoteRequest {
  const value = (field: keyof QuoteRequest) => {
    const entry = data.get(field);
    return typeof entry === "string" ? entry : "";
  };
  return Object.fromEntries(quoteRequestFields.map((field) => [field, value(field)])) as QuoteRequest;
}

function serviceLabel(value: string): string {
  return quoteServices.find((service) => service.value === value)?.label ?? value;
}

/** The email handed to the visitor's mail app: subject and the labelled lines of the request. */
function quoteEmail(quote: QuoteRequest): { subject: string; body: string } {
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

/** Longest `mailto:` link handed over; longer ones fail in some mail apps and systems. */
export const mailtoMaxLength = 2000;

/** The request as it is handed over, and every other way the visitor can send the same email. */
export type QuoteHandOff = {
  to: string;
  subject: string;
  body: string;
  /** The link for the mail app: the body cut, with a note, when the whole would be too long. */
  mailto: string;
  shortened: boolean;
  /** The whole email as plain text, to show and copy. */
  text: string;
};

export function quoteHandOff(quote: QuoteRequest): QuoteHandOff {
  const to = business.email;
  const email = quoteEmail(quote);
  const { href, shortened } = buildMailtoWithin(to, email, mailtoMaxLength, quoteFormCopy.mail.shortenedNote);
  // As the mail app receives them: one-line subject, well-formed text.
  const subject = singleLine(wellFormed(email.subject));
  const body = crlf(wellFormed(email.body));
  const { to: toLabel, subject: subjectLabel } = quoteFormCopy.fallback;
  return {
    to,
    subject,
    body,
    mailto: href,
    shortened,
    text: `${toLabel}: ${to}\n${subjectLabel}: ${subject}\n\n${body.replace(/\r\n/g, "\n")}`,
  };
}

export function quoteMailto(quote: QuoteRequest): string {
  return quoteHandOff(quote).mailto;
}
