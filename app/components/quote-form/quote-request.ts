import business from "@content/business.yml";
import type copy from "@content/quote-form.yml";
import fallbackWords from "@content/quote-form.yml?part=fallback";
import mail from "@content/quote-form.yml?part=mail";
import { buildMailtoWithin, crlf, labelledBody, singleLine, wellFormed } from "~/lib/mailto";
import type { QuoteRequest } from "~/lib/quote-request-fields";

/**
 * The services the form offers, passed in by the caller that has them: the form's own words are in
 * the page's first script, and an import of them here would split them into a file of their own.
 */
type Services = (typeof copy)["services"];

function serviceLabel(services: Services, value: string): string {
  return services.find((service) => service.value === value)?.label ?? value;
}

/** The email handed to the visitor's mail app: subject and the labelled lines of the request. */
function quoteEmail(quote: QuoteRequest, services: Services): { subject: string; body: string } {
  const { labels, subject } = mail;
  return {
    subject: subject(quote.firstName, quote.lastName),
    body: labelledBody([
      { label: labels.name, value: `${quote.firstName} ${quote.lastName}` },
      { label: labels.email, value: quote.email },
      { label: labels.phone, value: quote.phone },
      { label: labels.service, value: serviceLabel(services, quote.service) },
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

export function quoteHandOff(quote: QuoteRequest, services: Services): QuoteHandOff {
  const to = business.email;
  const email = quoteEmail(quote, services);
  const { href, shortened } = buildMailtoWithin(to, email, mailtoMaxLength, mail.shortenedNote);
  // As the mail app receives them: one-line subject, well-formed text.
  const subject = singleLine(wellFormed(email.subject));
  const body = crlf(wellFormed(email.body));
  const { to: toLabel, subject: subjectLabel } = fallbackWords;
  return {
    to,
    subject,
    body,
    mailto: href,
    shortened,
    text: `${toLabel}: ${to}\n${subjectLabel}: ${subject}\n\n${body.replace(/\r\n/g, "\n")}`,
  };
}

export function quoteMailto(quote: QuoteRequest, services: Services): string {
  return quoteHandOff(quote, services).mailto;
}
