/**
 * `mailto:` links per RFC 6068. Every part is percent-encoded as UTF-8 (`encodeURIComponent`:
 * spaces `%20`, `&` `%26`, `?` `%3F`, `#` `%23`, `%` `%25`, `+` `%2B`), so nothing typed into a
 * field can end a value early, add a header or be read differently by the mail client.
 */

export type MailtoMessage = { subject: string; body: string };

const lineBreak = /\r\n|\r|\n/g;
// A lone half of a surrogate pair cannot be written as UTF-8 (encodeURIComponent throws on it).
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text the URL can carry: lone surrogates become U+FFFD, everything else is kept. */
export function wellFormed(text: string): string {
  return text.replace(loneSurrogate, "\uFFFD");
}

/** Every line break as CRLF, the form RFC 6068 requires in a body (`%0D%0A`). */
export function crlf(text: string): string {
  return text.replace(lineBreak, "\r\n");
}

/** One line: line breaks become spaces, so a value cannot start a line (or header) of its own. */
export function singleLine(text: string): string {
  return text.replace(lineBreak, " ");
}

function encode(text: string): string {
  return encodeURIComponent(wellFormed(text));
}

/** `mailto:` for `to`, with a one-line subject and a body whose line breaks are CRLF. */
export function buildMailto(to: string, { subject, body }: Partial<MailtoMessage> = {}): string {
  // The address keeps its `@`; any other special character in it is encoded.
  const address = encode(to).replace(/%40/g, "@");
  const fields: string[] = [];
  if (subject !== undefined) fields.push(`subject=${encode(singleLine(subject))}`);
  if (body !== undefined) fields.push(`body=${encode(crlf(body))}`);
  return `mailto:${address}${fields.length ? `?${fields.join("&")}` : ""}`;
}

export type BodyLine = { label: string; value: string; multiline?: boolean };

/**
 * A body of `Label: value` lines. Only a `multiline` value (the visitor's message) keeps its
 * line breaks; the others are flattened, so no field can forge a line of another.
 */
export function labelledBody(lines: readonly BodyLine[]): string {
  return lines.map(({ label, value, multiline }) => `${label}: ${multiline ? value : singleLine(value)}`).join("\r\n");
}
