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

/**
 * Percent-encoded UTF-8 of well-formed text, `!'()*` included: browsers encode those in the
 * links they hand over, so the link's length here is the length the mail app receives.
 */
export function encodeComponent(text: string): string {
  return encodeURIComponent(wellFormed(text)).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** `mailto:` for `to`, with a one-line subject and a body whose line breaks are CRLF. */
export function buildMailto(to: string, { subject, body }: Partial<MailtoMessage> = {}): string {
  // The address keeps its `@`; any other special character in it is encoded.
  const address = encodeComponent(to).replace(/%40/g, "@");
  const fields: string[] = [];
  if (subject !== undefined) fields.push(`subject=${encodeComponent(singleLine(subject))}`);
  if (body !== undefined) fields.push(`body=${encodeComponent(crlf(body))}`);
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

export type BoundedMailto = { href: string; shortened: boolean };

/**
 * `buildMailto`, kept to `maxLength` characters when the body allows: some mail apps and
 * operating systems drop or cut links of more than about 2,000 characters. A body too long
 * is cut (never inside a character or a line break) and ends with `note`, a line telling the
 * reader where the whole text is. The subject is never cut.
 */
export function buildMailtoWithin(to: string, message: MailtoMessage, maxLength: number, note: string): BoundedMailto {
  const href = buildMailto(to, message);
  if (href.length <= maxLength) return { href, shortened: false };
  // Whole characters of the body as it is sent: lone surrogates replaced, breaks as CRLF.
  const characters = Array.from(crlf(wellFormed(message.body)));
  const withPrefix = (count: number) => {
    const kept = characters.slice(0, count).join("").replace(/\r$/, "");
    return buildMailto(to, { subject: message.subject, body: `${kept}…\r\n\r\n${note}` });
  };
  // The longest prefix that fits; the encoded length only grows with the prefix.
  let low = 0;
  let high = characters.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (withPrefix(middle).length <= maxLength) low = middle;
    else high = middle - 1;
  }
  return { href: withPrefix(low), shortened: true };
}
