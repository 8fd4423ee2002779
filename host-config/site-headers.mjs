// @ts-check
/**
 * The one source of the site's response headers. The build turns these rules into
 * `build/client/_headers`; the local server applies that file.
 */
import { fileURLToPath } from "node:url";

import { editorFileHeaders, editorPageHeaders, editorPagePaths } from "../editor/build/site-editor.mjs";

import { loadSiteContent } from "../scripts/content-module.mjs";
import {
  contentSecurityPolicy,
  hasStyleAttributes,
  inlineScripts,
  inlineStyles,
  sha256Source,
  tileOrigin,
} from "./csp.mjs";

/** Sent with every response. */
export const baseHeaders = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  // OpenStreetMap's tile policy needs a Referer, so not `no-referrer`.
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()",
  "X-Frame-Options": "DENY",
};

/** Sent with every page: no other window keeps a handle on it. The site editor relaxes it. */
export const pageHeaders = { "Cross-Origin-Opener-Policy": "same-origin" };

const revalidate = "public, max-age=0, must-revalidate";
const immutable = "public, max-age=31536000, immutable";

/**
 * Types that generic MIME tables get wrong or vaguer than search engines expect.
 * @type {Record<string, Record<string, string>>}
 */
const typeOverrides = {
  "/sitemap.xml": { "Content-Type": "application/xml; charset=utf-8" },
  "/robots.txt": { "Content-Type": "text/plain; charset=utf-8" },
};

/**
 * The build-time settings that widen the Content-Security-Policy, read the way the app reads
 * them, so the policy allows exactly what the build can call: the GA4 measurement ID from
 * `content/business.yml` and the map's tile URL from `content/location-map.yml`. The owner's
 * quote webhook is posted by the site's function, so no page's policy names it.
 * @returns {Promise<SiteSettings>}
 */
export async function loadSiteSettings() {
  const root = fileURLToPath(new URL("..", import.meta.url));
  return siteSettings(await loadSiteContent(root));
}

/**
 * @param {{ business: { analyticsMeasurementId?: string }, locationMap: { map: { tileUrl: string } } }} content
 * @returns {SiteSettings}
 */
function siteSettings(content) {
  return {
    analyticsId: content.business.analyticsMeasurementId || "",
    tileUrl: content.locationMap.map.tileUrl,
  };
}

/** @typedef {{ analyticsId: string, tileUrl: string }} SiteSettings */

/**
 * The Content-Security-Policy of one prerendered page, from its HTML. An owner's page under
 * `/admin/` (`owner`) is built from what it uses: the site editor's backend and the photos it
 * prepares, and none of the visitors' pages' third parties (analytics, map tiles), as it holds
 * the editor's sign-in.
 * @param {string} html @param {SiteSettings} settings
 * @param {{ connect: string[], img: string[] }} [owner]
 */
export function pagePolicy(html, settings, owner) {
  const own = {
    scriptHashes: inlineScripts(html).map(sha256Source),
    styleHashes: inlineStyles(html).map(sha256Source),
    styleAttributes: hasStyleAttributes(html),
  };
  if (owner) return contentSecurityPolicy({ ...own, owner });
  return contentSecurityPolicy({
    ...own,
    tileOrigin: tileOrigin(settings.tileUrl),
    analytics: Boolean(settings.analyticsId),
  });
}

/**
 * @typedef {object} SiteFile
 * @property {string[]} paths  Every URL path the file answers at.
 * @property {string} [policy]  Its Content-Security-Policy, for HTML pages.
 * @property {boolean} [owner]  One of the owner's pages under `/admin/`: the editor's rule for
 *   every file there gives its caching and `noindex`, and its sign-in popup needs its opener.
 */

/**
 * Each response gets each header from one rule only: static hosts join the values of a header
 * named by two matching rules, which would turn two policies into two enforced policies.
 * @param {{ files: SiteFile[], editorPolicy?: string }} site  The files outside `/assets/` the build
 *   wrote (under `/admin/`, only the owner's pages), and the site editor's policy when the build
 *   includes the editor.
 * @returns {import("./headers-file.mjs").HeaderRule[]}
 */
export function buildHeaderRules({ files, editorPolicy }) {
  return [
    { path: "/*", headers: { ...baseHeaders } },
    // Hashed file names: a new build writes new names, so these never need revalidating.
    { path: "/assets/*", headers: { "Cache-Control": immutable } },
    ...files.flatMap(({ paths, policy, owner }) =>
      paths.map((path) =>
        owner
          ? { path, headers: editorPageHeaders(policy ?? "") }
          : {
              path,
              headers: {
                "Cache-Control": revalidate,
                ...typeOverrides[path],
                ...(policy ? { "Content-Security-Policy": policy, ...pageHeaders } : {}),
              },
            },
      ),
    ),
    // The site editor (editor/build/site-editor.mjs): every file under /admin/ is revalidated and
    // never indexed; its page has its own policy.
    ...(editorPolicy
      ? [
          // `/admin/*` does not cover `/admin` itself.
          { path: "/admin", headers: { ...editorFileHeaders, ...editorPageHeaders(editorPolicy) } },
          { path: "/admin/*", headers: editorFileHeaders },
          ...editorPagePaths.map((path) => ({ path, headers: editorPageHeaders(editorPolicy) })),
        ]
      : []),
  ];
}
