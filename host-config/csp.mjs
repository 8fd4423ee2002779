// @ts-check
/**
 * Content-Security-Policy for one prerendered page. The framework writes inline scripts into
 * every page (router context, module imports, streamed hydration data, scroll restoration);
 * the build allows exactly those by their SHA-256 hash, so no other inline script can run.
 */
import { createHash } from "node:crypto";

import { scriptTags, withoutScripts } from "./html-scripts.mjs";

/**
 * The origin of the map's tile URL template (`https://host/{z}/{x}/{y}.png`), the only third
 * party the map loads images from. The template must name one fixed `https:` host: a
 * placeholder in the host (Leaflet's `{s}` subdomains) would need a wildcard in `img-src`.
 * @param {string} template
 */
export function tileOrigin(template) {
  const origin = /^https:\/\/[^/{}]+(?=\/)/.exec(template)?.[0];
  if (!origin || new URL(origin).origin !== origin)
    throw new Error(`Map tile URL needs a fixed https origin: ${template}`);
  return origin;
}

/**
 * What Google lists for GA4 with gtag.js (developers.google.com/tag-platform/security/guides/csp).
 * Only added when a measurement ID is configured.
 */
const analyticsSources = {
  script: ["https://*.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
};

/** @param {string} text */
export function sha256Source(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** Data blocks (`application/ld+json` ...) are never executed, so CSP does not govern them. */
const dataBlockType = /json$/i;

/**
 * The text of every inline script a browser would execute, as the browser hashes it: the HTML
 * parser turns CRLF and lone CR into LF before the script text exists.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
  return scriptTags(html)
    .filter(({ attributes }) => attributes.src === undefined && !dataBlockType.test(attributes.type?.trim() ?? ""))
    .map(({ text }) => text.replace(/\r\n?/g, "\n"));
}

/**
 * The text of every inline `<style>` element, as the browser hashes it (line endings as for
 * scripts). Each page carries the rules its markup uses inline, so its policy allows exactly that.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineStyles(html) {
  return [...withoutScripts(html).matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((match) =>
    (match[1] ?? "").replace(/\r\n?/g, "\n"),
  );
}

/**
 * Whether any element in the HTML carries a `style` attribute (script bodies excluded, since
 * their text is not markup).
 * @param {string} html
 */
export function hasStyleAttributes(html) {
  return /<[a-zA-Z][^>]*\sstyle\s*=/.test(withoutScripts(html));
}

/**
 * @typedef {object} PolicyOptions
 * @property {string[]} scriptHashes  Hash sources (`'sha256-...'`) of the page's inline scripts.
 * @property {string[]} [styleHashes]  Hash sources of the page's inline `<style>` elements.
 * @property {boolean} styleAttributes  The prerendered HTML holds `style` attributes.
 * @property {string} [tileOrigin]  Where the map's tiles come from (see `tileOrigin()`), on pages that may show the map.
 * @property {boolean} [analytics]  A GA4 measurement ID is configured.
 * @property {{ connect: string[], img: string[] }} [owner]  What an owner's page (the job page under
 *   `/admin/`) adds: the site editor's backend (GitHub's API) and the `blob:` photos it prepares.
 */

/**
 * @param {PolicyOptions} options
 * @returns {string}
 */
export function contentSecurityPolicy({
  scriptHashes,
  styleHashes = [],
  styleAttributes,
  tileOrigin,
  analytics = false,
  owner,
}) {
  const unique = (/** @type {string[]} */ values) => [...new Set(values)];
  /** @type {[string, string[]][]} */
  const directives = [
    ["default-src", ["'self'"]],
    ["script-src", unique(["'self'", ...scriptHashes, ...(analytics ? analyticsSources.script : [])])],
    ["style-src", unique(["'self'", ...styleHashes])],
    // React writes `style` attributes into the prerendered HTML (sized placeholders, slider
    // positions); blocking them would change the layout until hydration. Only pages that have
    // them get this. Styles set from script go through CSSOM, which CSP does not restrict.
    ...(styleAttributes ? /** @type {[string, string[]][]} */ ([["style-src-attr", ["'unsafe-inline'"]]]) : []),
    [
      "img-src",
      unique([
        "'self'",
        "data:",
        ...(tileOrigin ? [tileOrigin] : []),
        ...(analytics ? analyticsSources.img : []),
        ...(owner?.img ?? []),
      ]),
    ],
    // The headings' face is a file of the site's own (app/app.css).
    ["font-src", ["'self'"]],
    ["connect-src", unique(["'self'", ...(analytics ? analyticsSources.connect : []), ...(owner?.connect ?? [])])],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    // The quote form hands off to the visitor's mail client when script cannot send it.
    ["form-action", ["'self'", "mailto:"]],
    ["frame-ancestors", ["'none'"]],
    ["upgrade-insecure-requests", []],
  ];
  return directives.map(([name, values]) => [name, ...values].join(" ")).join("; ");
}

/**
 * The policy for a page with `frame-ancestors` left out, for delivery in a `<meta>` element,
 * where browsers ignore it with a console warning.
 * @param {string} policy
 */
export function metaPolicy(policy) {
  return policy
    .split("; ")
    .filter((directive) => !directive.startsWith("frame-ancestors"))
    .join("; ");
}
