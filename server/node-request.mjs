// @ts-check
/**
 * The site's functions under Node's own server (`npm start`, the container, Vercel's Node
 * functions): a Node request becomes a Web Request for a handler written as
 * `(request, env) => Response`, and its Response is written back.
 */
import { Readable } from "node:stream";

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
  const request = new Request(`http://${req.headers.host ?? "localhost"}${req.url ?? "/"}`, { method, headers, body });
  const response = await handler(request, env);
  res.statusCode = response.status;
  for (const [name, value] of response.headers) if (name !== "set-cookie") res.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
  if (!response.body || method === "HEAD") return void res.end();
  Readable.fromWeb(/** @type {import("node:stream/web").ReadableStream} */ (response.body)).pipe(res);
}
