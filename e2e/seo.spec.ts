import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";

import { content, indexedPages } from "./support/content";

import { whenHydrated } from "./support/hydration";
import { mainNav } from "./support/site-chrome";
import { expect, sitePages, test } from "./support/test";

const { business } = content;

const e164 = /^\+[1-9]\d{7,14}$/;

type JsonLdNode = Record<string, unknown> & { "@type": string };

/** The image at a local path, with its size and format as the file itself says. */
async function imageAt(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const { width, height, format } = await sharp(await response.body()).metadata();
  return { width, height, format, contentType: response.headers()["content-type"] };
}

test.describe("head of every page, as prerendered", () => {
  // The HTML before any script runs is what search engines and link previews read.
  test.use({ javaScriptEnabled: false });

  const titles = new Map<string, string>();

  for (const { path, businessData } of indexedPages) {
    test(`${path} has its title, description, canonical, share tags, icons and structured data`, async ({ page }) => {
      await page.goto(path);
      const head = page.locator("head");
      const meta = (selector: string) => head.locator(`meta[${selector}]`).getAttribute("content");
      const url = new URL(path, business.siteUrl).href;

      const title = await page.title();
      expect(title).toMatch(new RegExp(`(^| \\| )${business.name}$`));
      titles.set(path, title);
      expect(await page.locator("html").getAttribute("lang")).toBe("en-GB");

      const description = (await meta('name="description"')) ?? "";
      expect(description.length, description).toBeGreaterThanOrEqual(120);
      expect(description.length, description).toBeLessThanOrEqual(160);

      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
      expect(await meta('property="og:url"')).toBe(url);
      expect(await meta('property="og:title"')).toBe(title);
      expect(await meta('property="og:description"')).toBe(description);
      expect(await meta('property="og:type"')).toBe("website");
      expect(await meta('property="og:locale"')).toBe("en_GB");
      const image = (await meta('property="og:image"')) ?? "";
      expect(image).toBe(new URL("/og-image.jpg", business.siteUrl).href);
      expect(await meta('property="og:image:width"')).toBe("1200");
      expect(await meta('property="og:image:height"')).toBe("630");
      expect(await meta('property="og:image:alt"')).toBeTruthy();
      expect(await meta('name="twitter:card"')).toBe("summary_large_image");
      expect(await meta('name="twitter:image"')).toBe(image);
      expect(await meta('name="twitter:title"')).toBe(title);
      expect(await meta('name="theme-color"')).toMatch(/^#[0-9a-f]{6}$/i);

      // The favicon is in the page itself, the same drawing as the file at /favicon.svg.
      const favicon = (await head.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute("href")) ?? "";
      expect(favicon).toMatch(/^data:image\/svg\+xml,/);
      const faviconFile = await (await page.request.get("/favicon.svg")).text();
      const drawing = (svg: string) => svg.trim().replace(/\s+/g, " ");
      expect(drawing(decodeURIComponent(favicon.slice(favicon.indexOf(",") + 1)))).toBe(drawing(faviconFile));
      await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");

      const blocks = (await head.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as JsonLdNode,
      );
      // The business's details are on the pages the registry names, once; the others link to them.
      const businesses = blocks.filter((block) => block["@type"] === "HomeAndConstructionBusiness");
      expect(businesses).toHaveLength(businessData ? 1 : 0);
      for (const org of businesses) {
        expect(org).toMatchObject({
          "@context": "https://schema.org",
          name: business.name,
          url: new URL("/", business.siteUrl).href,
          telephone: expect.stringMatching(e164),
          email: business.email,
          address: {
            "@type": "PostalAddress",
            addressLocality: business.address.locality,
            addressRegion: business.address.region,
            addressCountry: business.address.countryCode,
          },
          sameAs: [business.social.facebook],
        });
        const geo = org.geo as { latitude: string; longitude: string };
        expect(String(geo.latitude)).toMatch(/^-?\d+\.\d{5,}$/);
        expect(String(geo.longitude)).toMatch(/^-?\d+\.\d{5,}$/);
        expect(org.openingHoursSpecification).toEqual([
          expect.objectContaining({
            opens: business.openingHours.general.opens,
            closes: business.openingHours.general.closes,
          }),
        ]);
        expect((org.areaServed as { name: string }[]).map((place) => place.name)).toEqual([...business.towns]);
        const departments = org.department as { name: string; telephone: string }[];
        expect(departments.map((department) => department.telephone)).toEqual([
          business.divisions.drives.phone.e164,
          business.divisions.cleaning.phone.e164,
        ]);
      }
      expect(JSON.stringify(blocks)).not.toMatch(/aggregateRating|"review/i);

      const breadcrumbs = blocks.filter((block) => block["@type"] === "BreadcrumbList");
      if (path === "/") {
        expect(breadcrumbs).toHaveLength(0);
      } else {
        expect(breadcrumbs).toHaveLength(1);
        const items = breadcrumbs[0]?.itemListElement as { position: number; item: string }[];
        expect(items.map((item) => item.position)).toEqual([1, 2]);
        expect(items[0]?.item).toBe(new URL("/", business.siteUrl).href);
        expect(items[1]?.item).toBe(url);
      }
    });
  }

  test("no two pages share a title", async ({ page }) => {
    for (const { path } of indexedPages) {
      if (!titles.has(path)) {
        await page.goto(path);
        titles.set(path, await page.title());
      }
    }
    expect(new Set(titles.values()).size).toBe(indexedPages.length);
  });
});

test.describe("share image, icons and manifest", () => {
  test("the share image is a 1200x630 JPEG", async ({ request }) => {
    expect(await imageAt(request, "/og-image.jpg")).toMatchObject({
      width: 1200,
      height: 630,
      format: "jpeg",
      contentType: "image/jpeg",
    });
  });

  test("the apple touch icon is a 180x180 PNG on the logo's ground", async ({ request }) => {
    expect(await imageAt(request, "/apple-touch-icon.png")).toMatchObject({ width: 180, height: 180, format: "png" });
    const icon = await (await request.get("/apple-touch-icon.png")).body();
    const corner = await sharp(icon).removeAlpha().extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer();
    expect(`#${corner.toString("hex")}`).toBe(business.brand.logo.ground.toLowerCase());
  });

  test("the manifest names the business and its icons exist at the stated sizes", async ({ request }) => {
    const response = await request.get("/site.webmanifest");
    expect(response.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({ name: business.name, short_name: business.shortName, start_url: "/" });
    expect(["browser", "standalone"]).toContain(manifest.display);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = new Set(manifest.icons.map((icon) => icon.sizes));
    expect(sizes).toEqual(new Set(["192x192", "512x512"]));
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(await imageAt(request, icon.src)).toMatchObject({ width, height, format: "png" });
    }
  });
});

test.describe("head after moving between pages in the browser", () => {
  test("each page's title, description and canonical address replace the previous page's", async ({ page }) => {
    const headOf = (html: string) =>
      page.evaluate((source) => {
        const doc = new DOMParser().parseFromString(source, "text/html");
        return {
          title: doc.title,
          description: doc.querySelector('meta[name="description"]')?.getAttribute("content"),
          canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute("href"),
        };
      }, html);
    await page.goto("/");
    await whenHydrated(page);
    const nav = mainNav(page);
    for (const target of [...sitePages.filter((entry) => entry.path !== "/"), sitePages[0]!]) {
      const prerendered = await headOf(await (await page.request.get(target.path)).text());
      await nav.getByRole("link", { name: target.label, exact: true }).click();
      await expect(page).toHaveURL(target.path);
      await expect(page).toHaveTitle(prerendered.title);
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute("content", prerendered.description!);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", prerendered.canonical!);
    }
  });
});

test.describe("the web app manifest", () => {
  test("is linked once the page has hydrated, not from the prerendered head", async ({ page }) => {
    for (const { path } of sitePages) {
      expect(await (await page.request.get(path)).text(), path).not.toContain('rel="manifest"');
    }
    await page.goto("/");
    await whenHydrated(page);
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");
    await expect(page.locator('head link[rel="manifest"]')).toHaveCount(1);
  });
});

test.describe("structured data after hydration", () => {
  for (const path of ["/", "/about"]) {
    test(`${path} keeps exactly its prerendered JSON-LD blocks once scripts have run`, async ({ page }) => {
      const served = await (await page.request.get(path)).text();
      const prerendered = served.match(/<script type="application\/ld\+json">/g)?.length ?? 0;
      expect(prerendered).toBeGreaterThan(0);
      await page.goto(path);
      await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(prerendered);
    });
  }
});
