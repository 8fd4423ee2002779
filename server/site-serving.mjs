// @ts-check
/**
 * How every host serves the build, besides the header rules of `site-headers.mjs`: media types,
 * what is worth compressing, and the one canonical form of each URL. The local server, the nginx
 * and Vercel configurations and the build's precompression all read these.
 */

/**
 * Below about 1 KB, gzip and brotli framing costs more than it saves: an 88-byte chunk comes out
 * larger compressed than raw. Smaller files are sent as they are.
 */
export const minCompressedBytes = 1024;

/** Every path under this is a function's to answer (server/functions.mjs), never a file's. */
export const functionsPrefix = "/api/";

/**
 * Media type by file extension. Text types name their charset: without it a browser guesses,
 * and a script or manifest with a non-ASCII character can decode wrongly.
 * @type {Record<string, string>}
 */
export const mediaTypes = {
  html: "text/html; charset=utf-8",
  css: "text/css; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  mjs: "text/javascript; charset=utf-8",
  json: "application/json; charset=utf-8",
  webmanifest: "application/manifest+json; charset=utf-8",
  svg: "image/svg+xml; charset=utf-8",
  xml: "application/xml; charset=utf-8",
  txt: "text/plain; charset=utf-8",
  yml: "text/yaml; charset=utf-8",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  ico: "image/x-icon",
  woff: "font/woff",
  woff2: "font/woff2",
};

/** Extensions of text files: the ones that get a charset and are worth compressing. */
export const textExtensions = Object.keys(mediaTypes).filter((extension) =>
  /charset=/.test(mediaTypes[extension] ?? ""),
);

/** @param {string} pathname */
export function mediaTypeFor(pathname) {
  const extension = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase();
  return extension ? mediaTypes[extension] : undefined;
}

/** The page hosts send for any path without a file, with status 404. */
export const notFoundPage = "/404.html";

/**
 * The canonical URL of a request path, when it is not that already: pages live at paths without
 * a trailing slash (`/about`, from `about.html`) and `/about/`, `/about.html` redirect there;
 * `/index.html` redirects to `/`; a folder with an `index.html` of its own (not a prerendered page)
 * lives at its path with a slash, as on every static host, so its relative links resolve.
 * Cloudflare Pages does exactly this for such files; nginx, Vercel and the local server are
 * configured to.
 * @param {string} pathname  A decoded request path.
 * @param {(file: string) => boolean} isFile  Whether the build has this file (path from its root, no leading slash).
 * @returns {string | undefined}
 */
export function canonicalRedirect(pathname, isFile) {
  // Never hand out `//host` (a protocol-relative URL) as a target.
  const path = `/${pathname.replace(/^\/+/, "")}`;
  if (path === notFoundPage) return undefined;
  const page = /^(\/.*?)(?:index)?\.html$/.exec(path)?.[1];
  if (page !== undefined) return page;
  if (path.length > 1 && path.endsWith("/")) {
    if (isFile(`${path.slice(1)}index.html`)) return undefined;
    return path.replace(/\/+$/, "") || "/";
  }
  if (path !== "/" && !isFile(`${path.slice(1)}.html`) && isFile(`${path.slice(1)}/index.html`)) return `${path}/`;
  return undefined;
}
