// @ts-check
/**
 * The one source of the site's response headers. The build turns these rules into
 * `build/client/_headers`; the local server applies that file.
 */

/** Sent with every response. */
export const baseHeaders = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  // OpenStreetMap's tile policy needs a Referer, so not `no-referrer`.
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
};

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
 * @param {{ documents: string[] }} site  Paths of the HTML documents and text files the build wrote.
 * @returns {import("./headers-file.mjs").HeaderRule[]}
 */
export function buildHeaderRules({ documents }) {
  return [
    { path: "/*", headers: { ...baseHeaders } },
    // Hashed file names: a new build writes new names, so these never need revalidating.
    { path: "/assets/*", headers: { "Cache-Control": immutable } },
    ...documents.map((path) => ({ path, headers: { "Cache-Control": revalidate, ...typeOverrides[path] } })),
  ];
}
