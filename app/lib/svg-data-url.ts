/**
 * An SVG as a `data:` URL in a short form: the markup as it is, with only what a URL inside an
 * HTML attribute cannot hold as it is percent-encoded (quotes, `<`, `>`, `#`, `%`), rather than
 * every space and punctuation mark as `encodeURIComponent` does. Quotes are encoded rather than
 * swapped for single ones, which React would write as `&#x27;` in the page.
 */
export function svgDataUrl(svg: string): string {
  const markup = svg
    .trim()
    .replace(/\s+/g, " ")
    .replace(/["'%<>#]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `data:image/svg+xml,${markup}`;
}
