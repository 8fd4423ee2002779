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

import { BodyTooLarge, declaredLength, smallBodyBytes } from "./request-body.mjs";
import { minCompressedBytes } from "./site-serving.mjs";

/**
 * The request's body as a stream the handler reads only as far as it needs: nothing is read
 * before it asks, so a body it refuses unread (a caller not signed in) never enters memory, and
 * the count passing `largest` ends the stream with BodyTooLarge.
 * @param {import("node:http").IncomingMessage} req @param {number} largest
 * @returns {ReadableStream<Uint8Array>}
 */
function streamedBody(req, largest) {
  let size = 0;
  let ended = false;
  req.pause();
  return new ReadableStream({
    start(controller) {
      req.on("data", (/** @type {Buffer} */ chunk) => {
        if (ended) return;
        size += chunk.length;
        if (size > largest) {
          ended = true;
          req.pause();
          return controller.error(new BodyTooLarge());
        }
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.on("end", () => !ended && ((ended = true), controller.close()));
      req.on("error", (error) => !ended && ((ended = true), controller.error(error)));
    },
    pull: () => void req.resume(),
    cancel: () => void req.pause(),
  });
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
 * request's) answering a Node request. A body declared larger than `largestBody` is refused before
 * it is read; one the handler left unread ends the connection, so the rest is never taken in.
 * @param {(request: Request, env: any) => Promise<Response>} handler
 * @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res
 * @param {Record<string, string | undefined>} [env] @param {number} [largestBody]
 */
export async function answerNodeRequest(handler, req, res, env = process.env, largestBody = smallBodyBytes) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    for (const one of [value ?? []].flat()) headers.append(name, one);
  const method = req.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  if (hasBody && (declaredLength(req.headers["content-length"]) ?? 0) > largestBody) {
    res.writeHead(413, { "Content-Type": "application/json", Connection: "close" });
    return void res.end('{"message":"The request is too large."}');
  }
  const body = hasBody ? streamedBody(req, largestBody) : undefined;
  const init = /** @type {RequestInit} */ ({ method, headers, body, duplex: "half" });
  const response = await handler(new Request(requestUrl(req, env), init), env);
  if (hasBody && !req.complete) res.setHeader("Connection", "close");
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
