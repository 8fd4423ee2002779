// @ts-check
/**
 * Serves the static build as a static host would: files from `build/client`, the headers of
 * its `_headers` file, one canonical URL per page (site-serving.mjs), text with its charset,
 * and `404.html` with status 404 for any path without a file, compressed as sirv sends the pages
 * (its `.br` or `.gz` twin by the request's Accept-Encoding, with `Vary: Accept-Encoding`).
 */
import { readFileSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

import sirv from "sirv";

import { headersForPath, parseHeaders } from "../host-config/headers-file.mjs";
import { answerFunction } from "./functions.mjs";
import { canonicalRedirect, mediaTypeFor, mediaTypes, notFoundPage as notFoundPath } from "./site-serving.mjs";

const root = fileURLToPath(new URL("../build/client", import.meta.url));

/**
 * @param {{ port?: number, host?: string }} [options]
 * @returns {Promise<http.Server>}
 */
export function startServer({ port = 3000, host = "localhost" } = {}) {
  const rules = parseHeaders(readFileSync(path.join(root, "_headers"), "utf8"));
  const notFoundFile = path.join(root, notFoundPath.slice(1));
  const notFoundPage = readFileSync(notFoundFile);
  const notFoundEncoded = { br: readFileSync(`${notFoundFile}.br`), gzip: readFileSync(`${notFoundFile}.gz`) };
  const isFile = (/** @type {string} */ file) => {
    try {
      return statSync(path.join(root, file)).isFile();
    } catch {
      return false;
    }
  };

  /** @param {http.ServerResponse} res @param {string} pathname */
  const applyHeaders = (res, pathname) => {
    for (const [name, value] of Object.entries(headersForPath(rules, pathname))) res.setHeader(name, value);
  };

  const files = sirv(root, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ["html"],
    // The build's own headers decide caching.
    maxAge: undefined,
    setHeaders: (res, pathname) => {
      applyHeaders(res, pathname);
      // A path without an extension is a page (`/about` from about.html).
      const type = /\.[^/]+$/.test(pathname) ? mediaTypeFor(pathname) : mediaTypes.html;
      if (type) res.setHeader("Content-Type", type);
    },
  });

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    let pathname = url.pathname;
    try {
      pathname = decodeURIComponent(pathname);
    } catch {
      // A malformed escape names no file: it falls through to the not-found page.
    }
    // The owner's sign-in, its gateway and the quote request run here as on every host.
    if (answerFunction(req, res)) return;
    const canonical = canonicalRedirect(pathname, isFile);
    if (canonical) {
      applyHeaders(res, pathname);
      res.writeHead(308, { Location: `${encodeURI(canonical)}${url.search}` });
      res.end();
      return;
    }
    files(req, res, () => {
      applyHeaders(res, notFoundPath);
      // The same choice sirv makes for every other file, so the not-found page is no exception.
      const accepted = req.headers["accept-encoding"] ?? "";
      const encoding = /(br|brotli)/i.test(accepted) ? "br" : accepted.includes("gzip") ? "gzip" : undefined;
      const body = encoding ? notFoundEncoded[encoding] : notFoundPage;
      res.statusCode = 404;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Vary", "Accept-Encoding");
      if (encoding) res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", body.length);
      res.end(req.method === "HEAD" ? undefined : body);
      if (process.env.LOG_404) console.log(`404 ${pathname}`);
    });
  });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? "localhost";
  await startServer({ port, host });
  console.log(`Serving build/client at http://${host}:${port}`);
}
