/**
 * `text` as the source of a regular expression that matches it literally: words from the content
 * may hold `.`, `?` or brackets, which would otherwise be read as pattern syntax.
 */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const namedCharacters: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/**
 * The text an HTML source stands for, its character references read: the prerendered pages write
 * an owner's `&` or `'` as `&amp;` or `&#x27;`, so a test looks for the content's words in this.
 */
export function htmlDecoded(html: string) {
  return html.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (reference, body: string) => {
    if (/^#x/i.test(body)) return String.fromCodePoint(parseInt(body.slice(2), 16));
    if (body.startsWith("#")) return String.fromCodePoint(Number(body.slice(1)));
    return namedCharacters[body] ?? reference;
  });
}
