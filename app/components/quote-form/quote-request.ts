import business from "@content/business.yml";
import type quoteFormCopy from "@content/quote-form.yml";
import { buildMailtoWithin, crlf, labelledBody, singleLine, wellFormed } from "~/lib/mailto";
import type { QuoteRequest } from "~/lib/quote-request-fields";

/**
 * The form's words, passed in by the caller that has them: the page loads this code only once a
 * request is sent, and with its own import of them the words would be split from the page's.
 */
type Words = typeof quoteFormCopy;

function serviceLabel(words: Words, value: string): string {
  return words.services.find((service) => service.value === value)?.label ?? value;
}

/** The email handed to the visitor's mail app: subject and the labelled lines of the request. */
function quoteEmail(quote: QuoteRequest, words: Words): { subject: string; body: string } {
  const { labels, subject } = words.mail;
  return {
    subject: subject(quote.firstName, quote.lastName),
    body: labelledBody([
      { label: labels.name, value: `${quote.firstName} ${quote.lastName}` },
      { label: labels.email, value: quote.email },
      { label: labels.phone, value: quote.phone },
      { label: labels.service, value: serviceLabel(words, quote.service) },
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

export function quoteHandOff(quote: QuoteRequest, words: Words): QuoteHandOff {
  const to = business.email;
  const email = quoteEmail(quote, words);
  const { href, shortened } = buildMailtoWithin(to, email, mailtoMaxLength, words.mail.shortenedNote);
  // As the mail app receives them: one-line subject, well-formed text.
  const subject = singleLine(wellFormed(email.subject));
  const body = crlf(wellFormed(email.body));
  const { to: toLabel, subject: subjectLabel } = words.fallback;
  return {
    to,
    subject,
    body,
    mailto: href,
    shortened,
    text: `${toLabel}: ${to}\n${subjectLabel}: ${subject}\n\n${body.replace(/\r\n/g, "\n")}`,
  };
}

export function quoteMailto(quote: QuoteRequest, words: Words): string {
  return quoteHandOff(quote, words).mailto;
}
