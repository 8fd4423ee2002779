// @ts-check
/**
 * The network's limit, for `npm run bench -- --against bare`: each page cut down to its heading,
 * its description as one line of text and its hero picture (the same `<picture>`, so the browser
 * picks the same file), with an inline style, the system font and no script. Served from the
 * same machine, next to the site, a ratio against it says how far each figure is from what the
 * connection allows.
 */
import http from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";

import sirv from "sirv";

/** @param {string} text */
const withoutTags = (text) => text.replace(/<[^>]*>/g, "").trim();

/**
 * A built page reduced to heading, one line and hero picture.
 * @param {string} html
 * @returns {string}
 */
export function barePage(html) {
  const heading = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1];
  const line = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
  const hero = [...html.matchAll(/<picture[\s\S]*?<\/picture>/g)]
    .map(([picture]) => picture)
    .find((picture) => /fetchpriority="high"/i.test(picture));
  if (heading === undefined || line === undefined || hero === undefined) {
    throw new Error('a page without an h1, a meta description or a fetchpriority="high" picture cannot be cut down');
  }
  const picture = hero.replace(/ class="[^"]*"/g, "");
  return (
    '<!doctype html><html lang="en-GB"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${withoutTags(heading)}</title>` +
    "<style>body{margin:0;padding:1rem;font-family:system-ui,sans-serif;line-height:1.5}" +
    "h1{font-size:2.25rem;line-height:1.1;margin:0 0 1rem}img{display:block;width:100%;height:auto}</style>" +
    `</head><body><h1>${withoutTags(heading)}</h1><p>${line}</p>${picture}</body></html>`
  );
}

/**
 * Serves the bare version of each path on `port`, or a free one (see `servePages`).
 * @param {{ client: string, pagePaths: string[], fetchPage: (pagePath: string) => Promise<string>, port?: number }} options
 * @returns {Promise<{ server: http.Server, base: string }>}
 */
export async function serveBarePages({ client, pagePaths, fetchPage, port }) {
  /** @type {Map<string, string>} */
  const pages = new Map();
  for (const pagePath of pagePaths) pages.set(pagePath, barePage(await fetchPage(pagePath)));
  return servePages({ client, pages, port });
}

/**
 * Serves the given pages on `port` (by default a free one), gzipped, with any extra `files` (by path, with their
 * content type) and the build's `/assets/` files as they are (by sirv, as `npm start` serves them).
 * @param {{ client: string, pages: Map<string, string>, files?: Map<string, { type: string, body: string }>, port?: number }} options
 * @returns {Promise<{ server: http.Server, base: string }>}
 */
export async function servePages({ client, pages, files = new Map(), port = 0 }) {
  /** @type {Map<string, { type: string, body: Buffer }>} */
  const responses = new Map();
  for (const [pagePath, html] of pages) {
    responses.set(pagePath, { type: "text/html; charset=utf-8", body: gzipSync(html, { level: 9 }) });
  }
  for (const [filePath, { type, body }] of files) responses.set(filePath, { type, body: gzipSync(body, { level: 9 }) });
  const assets = sirv(path.join(client, "assets"), { dev: false });
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const known = responses.get(url.pathname);
    if (known) {
      response.writeHead(200, {
        "content-type": known.type,
        "content-encoding": "gzip",
        "content-length": known.body.length,
      });
      response.end(known.body);
      return;
    }
    const notFound = () => {
      response.writeHead(404).end();
    };
    if (!url.pathname.startsWith("/assets/")) return notFound();
    request.url = url.pathname.slice("/assets".length);
    assets(request, response, notFound);
  });
  await new Promise((resolve) => server.listen(port, "localhost", () => resolve(undefined)));
  const address = server.address();
  return { server, base: `http://localhost:${typeof address === "object" && address ? address.port : 0}` };
}
