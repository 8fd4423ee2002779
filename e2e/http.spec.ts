import { readdirSync, statSync } from "node:fs";
import path from "node:path";

import { minCompressedBytes, notFoundPage, textExtensions } from "../server/site-serving.mjs";
import { content } from "./support/content";
import { htmlDecoded } from "./support/text";
import { expect, sitePages, test } from "./support/test";

/**
 * How the served build answers over HTTP, on every server it is tested on: one canonical URL per
 * page, text with its charset, compression only where it pays.
 */
const client = path.resolve("build/client");

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

const builtText = listFiles(client)
  .map((file) => "/" + path.relative(client, file).split(path.sep).join("/"))
  // Pages are checked at their own URLs (`/about`, not `/about.html`).
  .filter((url) => !url.endsWith(".html") && textExtensions.some((extension) => url.endsWith(`.${extension}`)));

/** One built text file per extension: the smallest and the largest of each. */
function samples(): string[] {
  const picked = new Set<string>();
  for (const extension of textExtensions) {
    const ofType = builtText
      .filter((url) => url.endsWith(`.${extension}`))
      .sort((a, b) => statSync(path.join(client, a)).size - statSync(path.join(client, b)).size);
    if (ofType[0]) picked.add(ofType[0]);
    if (ofType.at(-1)) picked.add(ofType.at(-1) as string);
  }
  return [...picked];
}

test.describe("URLs", () => {
  for (const { path: page } of sitePages.filter(({ path }) => path !== "/")) {
    test(`${page}/ and ${page}.html redirect to ${page}`, async ({ request }) => {
      for (const variant of [`${page}/`, `${page}.html`]) {
        const response = await request.get(`${variant}?from=test`, { maxRedirects: 0 });
        expect(response.status(), variant).toBe(308);
        expect(response.headers()["location"], variant).toBe(`${page}?from=test`);
      }
      expect((await request.get(page, { maxRedirects: 0 })).status()).toBe(200);
    });
  }

  test("/index.html redirects to /, and no path redirects off the site", async ({ request, baseURL }) => {
    const response = await request.get("/index.html", { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()["location"]).toBe("/");
    for (const tricky of ["//elsewhere.example/", "///elsewhere.example//"]) {
      // A full URL: on its own, `//host/` would leave for that host.
      const answer = await request.get(`${baseURL}${tricky}`, { maxRedirects: 0 });
      const location = answer.headers()["location"];
      // A redirect goes to a path of this site; anything else is answered here, as a page or the not-found page.
      if (answer.status() >= 300 && answer.status() < 400) {
        expect(location, tricky).toMatch(/^\/(?!\/)/);
      } else {
        expect([200, 404], tricky).toContain(answer.status());
        expect(location, tricky).toBeUndefined();
      }
    }
  });

  test("an unknown path with a trailing slash ends at the not-found page, not in a loop", async ({ request }) => {
    const response = await request.get("/no/such/page/");
    expect(response.status()).toBe(404);
    expect(htmlDecoded(await response.text())).toContain(content.pages["not-found"].meta.title);
  });
});

test.describe("text responses", () => {
  test("every kind of text file names its charset", async ({ request }, testInfo) => {
    // Cloudflare sends scripts as application/javascript without one (harmless for module
    // scripts, which are always UTF-8) and decides compression itself; see README, Publishing.
    test.skip(testInfo.project.name === "cloudflare", "Cloudflare sets types itself");
    const checked = samples();
    expect(checked.some((url) => url.endsWith(".js"))).toBe(true);
    expect(checked.some((url) => url.endsWith(".css"))).toBe(true);
    for (const url of [...checked, ...sitePages.map(({ path }) => path)]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()["content-type"], url).toMatch(/;\s*charset=utf-8$/i);
    }
  });

  test(`files from ${minCompressedBytes} bytes are sent compressed, smaller ones as they are`, async ({
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name === "cloudflare", "Cloudflare compresses at its edge by its own rules");
    const checked = samples();
    const small = checked.filter((url) => statSync(path.join(client, url)).size < minCompressedBytes);
    const large = [
      ...checked.filter((url) => statSync(path.join(client, url)).size >= minCompressedBytes),
      ...sitePages.map(({ path }) => path),
    ];
    expect(small.length).toBeGreaterThan(0);
    expect(large.length).toBeGreaterThan(0);
    for (const [encoding, accept] of [
      ["br", "br, gzip"],
      ["gzip", "gzip"],
    ] as const) {
      for (const url of large) {
        const response = await request.get(url, { headers: { "Accept-Encoding": accept } });
        expect(response.headers()["content-encoding"], `${url} (${accept})`).toBe(encoding);
        expect(response.headers()["vary"], url).toMatch(/accept-encoding/i);
      }
      for (const url of small) {
        const response = await request.get(url, { headers: { "Accept-Encoding": accept } });
        expect(response.headers()["content-encoding"], `${url} (${accept})`).toBeUndefined();
      }
    }
  });

  test("the not-found page is sent compressed as the pages are", async ({ request }, testInfo) => {
    test.skip(testInfo.project.name === "cloudflare", "Cloudflare compresses at its edge by its own rules");
    expect(statSync(path.join(client, notFoundPage)).size).toBeGreaterThanOrEqual(minCompressedBytes);
    for (const [encoding, accept] of [
      ["br", "br, gzip"],
      ["gzip", "gzip"],
      [undefined, "identity"],
    ] as const) {
      const response = await request.get("/no-such-page", { headers: { "Accept-Encoding": accept } });
      expect(response.status()).toBe(404);
      expect(response.headers()["content-encoding"], accept).toBe(encoding);
      expect(response.headers()["vary"], accept).toMatch(/accept-encoding/i);
    }
  });
});
