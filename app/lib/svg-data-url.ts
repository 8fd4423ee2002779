/**
 * An SVG as a `data:` URL in a short form: the markup as it is, with only what a URL cannot hold
 * as it is percent-encoded (spaces, quotes, `<`, `>`, `#`, `%`), rather than every punctuation
 * mark as `encodeURIComponent` does. A raw space is an error to the URL standard (the W3C
 * checker's "Illegal character"), so runs of white space become one `%20`. Quotes are encoded
 * rather than swapped for single ones, which React would write as `&#x27;` in the page.
 */
export function svgDataUrl(svg: string): string {
  const markup = svg
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[ "'%<>#]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `data:image/svg+xml,${markup}`;
}
