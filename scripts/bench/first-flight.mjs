// @ts-check
/**
 * The first flight of a page: how many bytes of brotli, at the quality the build precompresses
 * with, carry its HTML up to the end of `<head>` and up to its hero image (the `<img>` marked
 * `fetchpriority="high"`, else the first `<img>`). A slow phone connection's first round trip
 * carries about 14 KB; a page whose hero is named within it can start fetching it one round
 * trip sooner.
 */
import { brotliCompressSync, constants } from "node:zlib";

/** @param {string} text */
const brotliBytes = (text) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;

/**
 * @param {string} html
 * @returns {{ headBytes: number, heroBytes: number }}  NaN where the page has no such part.
 */
export function firstFlight(html) {
  const headEnd = html.search(/<\/head\s*>/i);
  let hero = html.search(/<img\b[^>]*\sfetchpriority=["']?high/i);
  if (hero === -1) hero = html.search(/<img\b/i);
  return {
    headBytes: headEnd === -1 ? NaN : brotliBytes(html.slice(0, headEnd + "</head>".length)),
    heroBytes: hero === -1 ? NaN : brotliBytes(html.slice(0, hero)),
  };
}
