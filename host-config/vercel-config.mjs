// @ts-check
/**
 * Vercel's configuration, generated from the site's header rules. Vercel reads `vercel.json`
 * before the build runs, so it cannot carry what the build computes (each page's policy holds the
 * hashes of that build's inline scripts). What a build computes goes in the Build Output API
 * instead: `.vercel/output/config.json` beside the files in `.vercel/output/static/`, which
 * Vercel serves as they are. Its routes say the same as `_headers` and the nginx configuration:
 * every rule's headers, canonical URLs without a trailing slash, `404.html` with status 404.
 */
import { headersForPath, patternToRegExp } from "./headers-file.mjs";
import { mediaTypes, notFoundPage, textExtensions } from "../server/site-serving.mjs";

/** @typedef {import("./headers-file.mjs").HeaderRule} HeaderRule */
/**
 * @typedef {{ src: string, headers?: Record<string, string>, continue?: boolean, status?: number, dest?: string }
 *   | { handle: "filesystem" | "error" }} VercelRoute
 * @typedef {{ version: 3, routes: VercelRoute[], overrides: Record<string, { path: string }> }} VercelOutputConfig
 */

/** The function that answers the owner's sign-in and the gateway (vercel-function.mjs writes it). */
export const vercelFunctionPath = "/api/owner-access";
/** The function that answers the quote form posted without JavaScript (its own path, as on every host). */
export const vercelQuotePath = "/api/quote";

/** @param {string} text */
const literal = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * One route per rule, patterns before exact paths. A later matching route replaces a header an
 * earlier one set, where `_headers` joins the two values; so each route carries the joined value
 * that every path it matches gets (headersForPath).
 * @param {HeaderRule[]} rules
 * @returns {VercelRoute[]}
 */
function headerRoutes(rules) {
  const isPattern = (/** @type {HeaderRule} */ rule) => /[*:]/.test(rule.path);
  const patterns = rules.filter(isPattern);
  const pick = (/** @type {HeaderRule} */ rule, /** @type {Record<string, string>} */ joined) =>
    Object.fromEntries(Object.keys(rule.headers).map((name) => [name, joined[name] ?? rule.headers[name] ?? ""]));
  return [
    ...patterns.map((rule) => ({
      src: patternToRegExp(rule.path).source,
      headers: pick(rule, headersForPath(patterns, rule.path.replace(/\*/g, "x").replace(/:\w+/g, "x"))),
      continue: true,
    })),
    ...rules
      .filter((rule) => !isPattern(rule))
      .map((rule) => ({
        src: patternToRegExp(rule.path).source,
        headers: pick(rule, headersForPath(rules, rule.path)),
        continue: true,
      })),
  ];
}

/**
 * @param {HeaderRule[]} rules
 * @param {string[]} htmlFiles  Every HTML file of the build, relative to its root (`about.html`, `admin/index.html`).
 * @returns {VercelOutputConfig}
 */
export function vercelOutputConfig(rules, htmlFiles) {
  /** @type {VercelRoute[]} */
  const redirects = [];
  /** @type {Record<string, { path: string }>} */
  const overrides = {};
  for (const file of [...htmlFiles].sort()) {
    if (`/${file}` === notFoundPage) continue;
    if (file === "index.html") {
      redirects.push({ src: "^/index\\.html$", status: 308, headers: { Location: "/" } });
    } else if (file.endsWith("/index.html")) {
      const folder = file.slice(0, -"index.html".length);
      redirects.push({
        src: `^/${literal(folder.slice(0, -1))}(?:/index\\.html)?$`,
        status: 308,
        headers: { Location: `/${folder}` },
      });
    } else {
      const page = file.slice(0, -".html".length);
      redirects.push({ src: `^/${literal(page)}(?:\\.html|/+)$`, status: 308, headers: { Location: `/${page}` } });
      overrides[file] = { path: page };
    }
  }
  const textTypes = textExtensions.map((extension) => ({
    src: `^/.*\\.${extension}$`,
    headers: { "Content-Type": mediaTypes[extension] ?? "" },
    continue: true,
  }));
  return {
    version: 3,
    routes: [
      ...textTypes,
      ...headerRoutes(rules),
      ...redirects,
      // The owner's sign-in and the gateway: one function (vercel-function.mjs), seeing the path asked for.
      { src: "^/api/(?:owner|git)(?:/.*)?$", dest: vercelFunctionPath },
      { src: "^/api/quote$", dest: vercelQuotePath },
      { handle: "filesystem" },
      { handle: "error" },
      { src: "^/.*$", status: 404, dest: notFoundPage, headers: headersForPath(rules, notFoundPage) },
    ],
    overrides,
  };
}
