// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { barePage, serveBarePages } from "./bare-pages.mjs";

const hero =
  '<picture class="block h-full"><source type="image/avif" srcSet="/assets/hero-a.avif 480w" sizes="100vw"/>' +
  '<img src="/assets/hero-b.jpeg" width="1440" height="1080" alt="A lawn" fetchPriority="high" class="h-full w-full"/></picture>';
const built =
  '<!DOCTYPE html><html><head><meta name="description" content="Gardens &amp; drives."/>' +
  '<style>body{color:red}</style><script type="module">import("/assets/app.js")</script></head>' +
  '<body><header><picture><img src="/assets/logo.png" alt=""/></picture></header>' +
  `<h1 class="font-display">Patios <span>and</span> lawns</h1>${hero}<p>More copy</p></body></html>`;

describe("bare pages", () => {
  it("keep the heading, the description as one line and the hero picture, and nothing else", () => {
    const page = barePage(built);
    expect(page).toContain("<h1>Patios and lawns</h1><p>Gardens &amp; drives.</p>");
    expect(page).toContain('<source type="image/avif" srcSet="/assets/hero-a.avif 480w" sizes="100vw"/>');
    expect(page).toContain('fetchPriority="high"');
    expect(page).not.toMatch(/<script|logo\.png|More copy|class=/);
  });

  it("refuse a page they cannot cut down", () => {
    expect(() => barePage(built.replace('fetchPriority="high" ', ""))).toThrow(/fetchpriority="high" picture/);
  });

  const client = mkdtempSync(path.join(tmpdir(), "bare-pages-"));
  mkdirSync(path.join(client, "assets"));
  writeFileSync(path.join(client, "assets/hero-a.avif"), "avif bytes");
  writeFileSync(path.join(client, "secret.txt"), "not an asset");
  const served = serveBarePages({
    client,
    pagePaths: ["/", "/about"],
    fetchPage: async (pagePath) => built.replace("Patios", pagePath),
  });
  afterAll(async () => {
    (await served).server.close();
    rmSync(client, { recursive: true, force: true });
  });

  it("are served gzipped at each path, with nothing else but the build's assets", async () => {
    const { base } = await served;
    const about = await fetch(`${base}/about`);
    expect(about.headers.get("content-encoding")).toBe("gzip");
    expect(await about.text()).toContain("<h1>/about and lawns</h1>");
    const image = await fetch(`${base}/assets/hero-a.avif`);
    expect([image.status, image.headers.get("content-type"), await image.text()]).toEqual([
      200,
      "image/avif",
      "avif bytes",
    ]);
    expect((await fetch(`${base}/contact`)).status).toBe(404);
    expect((await fetch(`${base}/secret.txt`)).status).toBe(404);
    expect((await fetch(`${base}/assets/%2e%2e/secret.txt`)).status).toBe(404);
  });
});
