// @ts-check
/**
 * Serves the static build as a static host would: files from `build/client`, the headers of
 * its `_headers` file, and `404.html` with status 404 for any path without a file.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

import sirv from "sirv";

import { headersForPath, parseHeaders } from "./headers-file.mjs";

const root = fileURLToPath(new URL("../build/client", import.meta.url));

/**
 * @param {{ port?: number, host?: string }} [options]
 * @returns {Promise<http.Server>}
 */
export function startServer({ port = 3000, host = "localhost" } = {}) {
  const rules = parseHeaders(readFileSync(path.join(root, "_headers"), "utf8"));
  const notFoundPage = readFileSync(path.join(root, "404.html"));

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
    setHeaders: (res, pathname) => applyHeaders(res, pathname),
  });

  const server = http.createServer((req, res) => {
    files(req, res, () => {
      const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
      applyHeaders(res, "/404.html");
      res.statusCode = 404;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Content-Length", notFoundPage.length);
      res.end(req.method === "HEAD" ? undefined : notFoundPage);
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
