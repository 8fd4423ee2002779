// @vitest-environment node
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { answerNodeRequest } from "./node-request.mjs";
import { minCompressedBytes } from "./site-serving.mjs";

// A page of the function's own, the size of the sign-in page, and a short JSON answer.
const page = `<!DOCTYPE html><html lang="en-GB"><title>Sign in</title>${"<p>Sign in with Face ID or fingerprint.</p>".repeat(160)}</html>`;
const short = JSON.stringify({ message: "Sign in first." });
const answers: Record<string, () => Response> = {
  "/page": () => new Response(page, { headers: { "Content-Type": "text/html; charset=utf-8" } }),
  "/short": () => new Response(short, { status: 401, headers: { "Content-Type": "application/json" } }),
  "/image": () => new Response(new Uint8Array(4096), { headers: { "Content-Type": "image/png" } }),
};
const siteOrigin = "https://www.example.com";

let server: Server;
let port = 0;

/** The address the function was given, as it sees it. */
const addressSeen = async (request: Request) =>
  answers[new URL(request.url).pathname]?.() ??
  new Response(request.url, { headers: { "Content-Type": "text/plain" } });

beforeAll(async () => {
  server = createServer((req, res) => {
    // One server with the site's origin set, as the owner's sign-in has it, and one without.
    const env = req.headers["x-test-origin"] === "unset" ? {} : { SITE_ORIGIN: siteOrigin };
    answerNodeRequest(addressSeen, req, res, env).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The answer as it came over the wire: its headers and its bytes, not decoded. */
function fetchRaw(path: string, acceptEncoding?: string, more: Record<string, string> = {}) {
  return new Promise<{ status?: number; headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) => {
    const headers = { ...(acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {}), ...more };
    httpRequest({ host: "127.0.0.1", port, path, headers }, async (res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of res) chunks.push(chunk as Buffer);
      resolve({ status: res.statusCode, headers: res.headers, bytes: Buffer.concat(chunks) });
    })
      .on("error", reject)
      .end();
  });
}

describe("a function's answer under Node's own server", () => {
  it("sends its page brotli- or gzip-compressed as the browser accepts, a fraction of its bytes", async () => {
    const raw = Buffer.byteLength(page);
    const br = await fetchRaw("/page", "gzip, deflate, br, zstd");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(br.bytes.length).toBeLessThan(raw / 4);
    expect(brotliDecompressSync(br.bytes).toString()).toBe(page);
    const gzip = await fetchRaw("/page", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.bytes).toString()).toBe(page);
  });

  it("sends it as it is to a client that takes no encoding, or when it is too short to gain", async () => {
    const plain = await fetchRaw("/page");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(plain.bytes.toString()).toBe(page);
    expect(Buffer.byteLength(short)).toBeLessThan(minCompressedBytes);
    const answer = await fetchRaw("/short", "br");
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.bytes.toString()).toBe(short);
  });

  it("leaves what is compressed already, such as photos, as it is", async () => {
    const image = await fetchRaw("/image", "br");
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.bytes.length).toBe(4096);
  });
});

describe("the address a function sees under Node's own server", () => {
  it("is on the site's configured origin, whatever Host the request names", async () => {
    for (const host of ["evil.example", "a b", "www.example.com:99999", "[::1"]) {
      const seen = await fetchRaw("/jobs?x=1", undefined, { Host: host });
      expect(seen.status, host).toBe(200);
      expect(seen.bytes.toString(), host).toBe(`${siteOrigin}/jobs?x=1`);
    }
  });

  it("takes a sound Host where no origin is configured, and answers a bad one on localhost, never 500", async () => {
    const unset = { "X-Test-Origin": "unset" };
    expect((await fetchRaw("/jobs", undefined, { ...unset, Host: "www.example.com" })).bytes.toString()).toBe(
      "http://www.example.com/jobs",
    );
    for (const host of ["a b", "evil.example/path", "[::1"]) {
      const seen = await fetchRaw("/jobs", undefined, { ...unset, Host: host });
      expect(seen.status, host).toBe(200);
      expect(seen.bytes.toString(), host).toBe("http://localhost/jobs");
    }
  });
});
