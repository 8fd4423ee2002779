import { pageRegistry, sitemapLastModified } from "../app/content/registry";

import { allPages, content, indexedPages } from "./support/content";
import { expect, test } from "./support/test";
import { htmlDecoded } from "./support/text";

const siteUrl = (path: string) => new URL(path, content.business.siteUrl).href;

test.describe("prerendered files", () => {
  for (const { path, h1 } of indexedPages) {
    test(`${path} is served as HTML that already holds its h1`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const heading = html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1];
      expect(heading).toBeTruthy();
      expect(htmlDecoded(heading!.replace(/<[^>]+>/g, ""))).toMatch(h1);
    });
  }

  test("sitemap.xml lists the registry's indexed pages with their attributes as XML", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    const rows = [
      ...xml.matchAll(
        /<url>\s*<loc>(.*?)<\/loc>\s*<lastmod>(.*?)<\/lastmod>\s*<changefreq>(.*?)<\/changefreq>\s*<priority>(.*?)<\/priority>/g,
      ),
    ].map((match) => match.slice(1));
    expect(rows).toEqual(
      pageRegistry.flatMap((page) =>
        "sitemap" in page
          ? [[siteUrl(page.path), sitemapLastModified, page.sitemap.changefreq, page.sitemap.priority]]
          : [],
      ),
    );
  });

  test("robots.txt allows all and names the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.headers()["content-type"]).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain("User-agent: *\nAllow: /");
    expect(text).toContain(`Sitemap: ${siteUrl("/sitemap.xml")}`);
  });

  test("the browser opens sitemap.xml as an XML document", async ({ page }) => {
    await page.goto("/sitemap.xml");
    expect(await page.evaluate(() => document.contentType)).toBe("application/xml");
    const text = await page.evaluate(() => document.documentElement.textContent ?? "");
    for (const page of allPages.filter((entry) => entry.indexed)) expect(text).toContain(siteUrl(page.path));
  });
});
