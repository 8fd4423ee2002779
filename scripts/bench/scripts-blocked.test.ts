// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { scriptsBlockedPage, serveScriptsBlockedPages } from "./scripts-blocked.mjs";

const built =
  '<!DOCTYPE html><html><head><style>body{color:red}</style><script>document.documentElement.dataset.face="1"</script>' +
  '<noscript><link rel="stylesheet" href="/assets/site.css"/></noscript></head>' +
  "<body><header>Menu</header><h1>Patios</h1><!-- <script>kept()</script> -->" +
  '<script>window.__reactRouterContext = {"ssr":true};</script>' +
  '<script type="module">import("/assets/entry.client-e.js")</script>' +
  '<script src="/assets/tail.js" defer></script></body></html>';

describe("pages with their scripts blocked", () => {
  it("keep the page as served, less every script element, inline and linked", () => {
    expect(scriptsBlockedPage(built)).toBe(
      '<!DOCTYPE html><html><head><style>body{color:red}</style><noscript><link rel="stylesheet" href="/assets/site.css"/></noscript></head>' +
        "<body><header>Menu</header><h1>Patios</h1><!-- <script>kept()</script> --></body></html>",
    );
  });

  it("refuse a page with no script to block", () => {
    expect(() => scriptsBlockedPage("<!DOCTYPE html><h1>Patios</h1>")).toThrow(/no script element to block/);
  });

  it("are served at each path beside the build's assets", async () => {
    const client = mkdtempSync(path.join(tmpdir(), "scripts-blocked-"));
    mkdirSync(path.join(client, "assets"));
    writeFileSync(path.join(client, "assets/site.css"), "body{color:green}");
    const fetchPage = async (pagePath: string) => built.replace("Patios", pagePath);
    const { server, base } = await serveScriptsBlockedPages({ client, pagePaths: ["/", "/about"], fetchPage });
    try {
      const about = await (await fetch(`${base}/about`)).text();
      expect([about.includes("<h1>/about</h1>"), about.includes("__reactRouterContext")]).toEqual([true, false]);
      expect(await (await fetch(`${base}/assets/site.css`)).text()).toBe("body{color:green}");
      expect((await fetch(`${base}/contact`)).status).toBe(404);
    } finally {
      server.close();
      rmSync(client, { recursive: true, force: true });
    }
  });
});
