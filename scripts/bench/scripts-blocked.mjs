// @ts-check
/**
 * Each page with its scripts blocked, for `npm run bench`: the page exactly as the site serves it,
 * less every `<script>` element (inline and linked), served beside the build's assets. What the
 * browser spends on its HTML, styles and pictures stays; what the page's script adds to that is
 * the difference with the site's own row (decision 182). `<noscript>` content stays unused, as it
 * is for a visitor whose browser runs script.
 */
import { withoutScripts } from "../../host-config/html-scripts.mjs";

import { servePages } from "./bare-pages.mjs";

/** The site's row name for each page with its scripts blocked. */
export const scriptsBlockedName = "scripts blocked";

/**
 * A built page with every script element cut out; refuses a page that has none, which would
 * measure nothing.
 * @param {string} html
 */
export function scriptsBlockedPage(html) {
  const blocked = withoutScripts(html);
  if (blocked === html) throw new Error("scripts blocked: the page has no script element to block");
  return blocked;
}

/**
 * Serves each path with its scripts blocked on `port` (or a free one), beside the build's assets.
 * @param {{ client: string, pagePaths: string[], fetchPage: (pagePath: string) => Promise<string>, port?: number }} options
 */
export async function serveScriptsBlockedPages({ client, pagePaths, fetchPage, port }) {
  /** @type {Map<string, string>} */
  const pages = new Map();
  for (const pagePath of pagePaths) pages.set(pagePath, scriptsBlockedPage(await fetchPage(pagePath)));
  return servePages({ client, pages, port });
}
