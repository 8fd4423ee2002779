import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { type Page } from "@playwright/test";

import { expect, phone, sitePages, test } from "./support/test";

/**
 * Speed budgets that do not depend on how fast this machine is: bytes, requests, layout shift.
 * Lighthouse timings live in `npm run bench`.
 */

const KB = 1024;

/**
 * Gzipped JavaScript a page loads without scrolling: React and the router are about 107 KB, the
 * site's shell (header, menu, footer, structured data) about 8 KB. Widgets below the fold load
 * when approached and are not counted; the contact page's form and its request library load
 * with the page, hence its larger budget.
 */
// React and the router are 104.5 KB of these; the rest is the shell (header, menu, footer,
// consent, analytics, meta builders, icon runtime) and the page's own chunk. Galleries add their
// carousel code on the two division pages.
// By page id in the registry; a page without its own budget gets the home page's.
const jsBudgets: Record<string, number> = {
  home: 122 * KB,
  "drives-and-landscapes": 135 * KB,
  "exterior-cleaning": 135 * KB,
  about: 128 * KB,
  contact: 135 * KB,
};
const jsBudget = (id: string) => jsBudgets[id] ?? jsBudgets.home!;

/** Image bytes in the first screen of a 390x844 phone: one right-sized hero plus small marks. */
const aboveTheFoldImageBudget = 150 * KB;

const client = path.resolve("build/client");

/** Size of a built file as gzip would send it, from the build's own `.gz` twin. */
function gzippedSize(url: string): number {
  const file = path.join(client, decodeURIComponent(new URL(url).pathname));
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return existsSync(file) ? statSync(file).size : 0;
}

const phone390 = { ...phone, viewport: { width: 390, height: 844 } };

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
}

test.describe("JavaScript per page", () => {
  test.use(phone390);

  for (const { id, path: pagePath } of sitePages) {
    test(`${pagePath} loads at most ${jsBudget(id) / KB} KB of gzipped JavaScript`, async ({ page }) => {
      await page.goto(pagePath);
      await settle(page);
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => entry.name)
          .filter((name) => new URL(name).pathname.endsWith(".js")),
      );
      expect(scripts.length).toBeGreaterThan(0);
      const total = scripts.reduce((sum, url) => sum + gzippedSize(url), 0);
      expect(total, `${scripts.length} scripts, ${(total / KB).toFixed(1)} KB`).toBeLessThanOrEqual(jsBudget(id));
    });
  }

  test("no script is requested before the page has loaded, so none competes with what paints first", async ({
    page,
  }) => {
    for (const { path: pagePath } of sitePages) {
      const html = await (await page.request.get(pagePath)).text();
      expect(html).not.toContain('rel="modulepreload"');
      await page.goto(pagePath);
      const early = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
        return performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.endsWith(".js") && entry.startTime < (navigation?.loadEventStart ?? 0))
          .map((entry) => entry.name);
      });
      expect(early, pagePath).toEqual([]);
    }
  });
});

test.describe("first screen on a 390px phone", () => {
  test.use(phone390);

  for (const { path: pagePath } of sitePages) {
    test(`${pagePath} shows at most ${aboveTheFoldImageBudget / KB} KB of images above the fold`, async ({ page }) => {
      await page.goto(pagePath);
      await settle(page);
      const images = await page.evaluate(() => {
        const inView = (element: Element) => {
          const box = element.getBoundingClientRect();
          return (
            box.width > 0 &&
            box.height > 0 &&
            box.top < innerHeight &&
            box.bottom > 0 &&
            box.left < innerWidth &&
            box.right > 0
          );
        };
        const urls = new Set<string>();
        for (const element of document.querySelectorAll("body *")) {
          if (!inView(element)) continue;
          if (element instanceof HTMLImageElement && element.currentSrc) urls.add(element.currentSrc);
          const background = getComputedStyle(element).backgroundImage;
          for (const [, url] of background.matchAll(/url\("?(.*?)"?\)/g))
            if (url) urls.add(new URL(url, location.href).href);
        }
        return [...urls].map((url) => {
          const [entry] = performance.getEntriesByName(url) as PerformanceResourceTiming[];
          return { url, bytes: entry?.encodedBodySize ?? 0 };
        });
      });
      const total = images.reduce((sum, image) => sum + image.bytes, 0);
      expect(total, JSON.stringify(images)).toBeLessThanOrEqual(aboveTheFoldImageBudget);
    });

    test(`${pagePath} does not shift while it loads, hydrates and settles`, async ({ page }) => {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(pagePath);
      await settle(page);
      await page.waitForTimeout(1000);
      const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
      expect(shifts).toEqual([]);
    });
  }
});

test.describe("render-blocking requests", () => {
  for (const { path: pagePath } of sitePages) {
    test(`${pagePath} blocks rendering on nothing from another origin`, async ({ page, baseURL }) => {
      const origin = new URL(baseURL ?? "http://localhost").origin;
      const html = await (await page.request.get(pagePath)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      const stylesheets = [...head.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
        (match) => match[1] ?? "",
      );
      const syncScripts = [
        ...html.matchAll(
          /<script(?![^>]*\b(?:async|defer|type="module"|type="application\/ld\+json")\b)[^>]*src="([^"]+)"/g,
        ),
      ].map((match) => match[1] ?? "");
      for (const url of [...stylesheets, ...syncScripts]) expect(new URL(url, origin).origin, url).toBe(origin);
      for (const sheet of stylesheets) {
        const css = readFileSync(path.join(client, new URL(sheet, origin).pathname), "utf8");
        expect(css, sheet).not.toMatch(/@import\s+(url\()?["']?https?:/);
        expect(css, sheet).not.toMatch(/url\(["']?https?:\/\//);
      }

      await page.goto(pagePath);
      const blocking = await page.evaluate(() =>
        (performance.getEntriesByType("resource") as (PerformanceResourceTiming & { renderBlockingStatus?: string })[])
          .filter((entry) => entry.renderBlockingStatus === "blocking")
          .map((entry) => entry.name),
      );
      for (const url of blocking) expect(new URL(url).origin, url).toBe(origin);
    });
  }
});
