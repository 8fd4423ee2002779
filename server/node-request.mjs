// @ts-check
/**
 * The site's functions under Node's own server (`npm start`, the container, Vercel's Node
 * functions): a Node request becomes a Web Request for a handler written as
 * `(request, env) => Response`, and its Response is written back, its pages and JSON compressed
 * as the browser accepts: Cloudflare's edge compresses a function's answer itself, Node's server
 * does not (behind nginx, which then passes the encoded answer on as it is).
 */
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import { minCompressedBytes } from "./site-serving.mjs";

/** A job's photos travel in one request body; nothing the owner sends comes near this. */
const largestBody = 64 * 1024 * 1024;

/** @param {import("node:http").IncomingMessage} req @returns {Promise<Uint8Array<ArrayBuffer>>} */
async function bodyOf(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > largestBody) throw new Error("request body too large");
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * The request's address on the site's own origin (SITE_ORIGIN, the setting the owner's sign-in
 * reads): the Host header is the caller's to write. Without that setting, a Host that is a plain
 * host name (the quote request compares it with the Origin), else localhost: no Host the caller
 * sends makes an address that cannot be read.
 * @param {import("node:http").IncomingMessage} req @param {Record<string, string | undefined>} env
 */
function requestUrl(req, env) {
  const path = req.url?.startsWith("/") ? req.url : "/";
  const host = req.headers.host ?? "";
  // A host name or address and its port, nothing that would end the host part early.
  const named = /^[\w.:[\]-]+$/.test(host) ? originOf(`http://${host}`) : undefined;
  const origin = originOf(env.SITE_ORIGIN ?? "") ?? named;
  return new URL(`${origin ?? "http://localhost"}${path}`);
}

/** @param {string} address @returns {string | undefined} */
function originOf(address) {
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
}

/** Answers worth compressing: the function's own pages and its JSON (the gateway's reads). */
const compressible = /^(?:text\/html|application\/json)\b/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The answer's body as it goes on the wire, with its encoding: brotli or gzip where the browser
 * takes one and the body is worth it, as the static files are served.
 * @param {Response} response @param {string} accepted  the request's Accept-Encoding
 * @returns {Promise<{ body: Buffer, encoding?: "br" | "gzip", varies: boolean } | undefined>}  none to
 *   stream it as it is; `varies` when another Accept-Encoding would get other bytes
 */
async function encodedBody(response, accepted) {
  const type = response.headers.get("content-type") ?? "";
  if (!response.body || response.headers.has("content-encoding") || !compressible.test(type)) return undefined;
  const body = Buffer.from(await response.arrayBuffer());
  const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : undefined;
  const varies = body.length >= minCompressedBytes;
  if (!encoding || !varies) return { body, varies };
  // Quality 5: most of brotli's gain on a page, at a small part of its highest setting's time.
  const params = { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
  return { body: encoding === "br" ? await brotli(body, { params }) : await gzipped(body), encoding, varies };
}

/**
 * Any of the site's functions written as `(request, env) => Response` (the owner's, the quote
 * request's) answering a Node request.
 * @param {(request: Request, env: any) => Promise<Response>} handler
 * @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res
 * @param {Record<string, string | undefined>} [env]
 */
export async function answerNodeRequest(handler, req, res, env = process.env) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    for (const one of [value ?? []].flat()) headers.append(name, one);
  const method = req.method ?? "GET";
  const body = method === "GET" || method === "HEAD" ? undefined : await bodyOf(req).catch(() => undefined);
  if (body === undefined && method !== "GET" && method !== "HEAD") {
    res.writeHead(413, { "Content-Type": "application/json" }).end('{"message":"The request is too large."}');
    return;
  }
  const request = new Request(requestUrl(req, env), { method, headers, body });
  const response = await handler(request, env);
  res.statusCode = response.status;
  for (const [name, value] of response.headers) if (name !== "set-cookie") res.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
  if (!response.body || method === "HEAD") return void res.end();
  const encoded = await encodedBody(response, String(req.headers["accept-encoding"] ?? ""));
  if (!encoded)
    return void Readable.fromWeb(/** @type {import("node:stream/web").ReadableStream} */ (response.body)).pipe(res);
  if (encoded.varies) res.appendHeader("Vary", "Accept-Encoding");
  if (encoded.encoding) res.setHeader("Content-Encoding", encoded.encoding);
  res.removeHeader("Content-Length");
  res.end(encoded.body);
}
