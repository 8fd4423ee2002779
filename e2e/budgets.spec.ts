import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

import { type Page } from "@playwright/test";

import { scriptTags } from "../host-config/html-scripts.mjs";
import { indexedPages } from "./support/content";
import { expect, phone, sitePages, test } from "./support/test";
import { whenHydrated } from "./support/hydration";
import { layoutShifts, recordLayoutShifts } from "./support/layout-shift";

/**
 * Speed budgets that do not depend on how fast this machine is: bytes, requests, layout shift.
 * Lighthouse timings live in `npm run bench`.
 */

const KB = 1024;

/**
 * Gzipped JavaScript a page loads without scrolling. React, React DOM and React Router are one
 * chunk, the accepted floor, with a budget of its own so nothing else slips into it. What a page
 * adds on top (the shell: header, menu, footer, consent, analytics; the page's own chunk; the
 * contact page's form) has one budget for every page. Parts below the fold (the galleries with
 * their photo lists, the location card with its map, the contact page's details) load when
 * approached and are not counted.
 */
const frameworkBudget = 105 * KB;
const pageScriptBudget = 20 * KB;
const isFramework = (url: string) => /\/framework-[\w-]+\.js$/.test(new URL(url).pathname);

/** Image bytes in the first screen of a 390x844 phone: one right-sized hero plus small marks. */
const aboveTheFoldImageBudget = 150 * KB;

const client = path.resolve("build/client");

/**
 * What a slow phone connection's first round trip carries (ten TCP segments, about 14 KB): the
 * page's bytes up to its hero image, compressed as the server sends them, must fit in it.
 */
const firstFlightBudget = 14 * KB;

/**
 * Size of a built file gzipped, from the build's own `.gz` twin. Files under the compression
 * threshold have no twin (they are sent as they are); they are gzipped here, so the budget keeps
 * measuring the same thing whatever the threshold.
 */
function gzippedSize(url: string): number {
  const file = path.join(client, decodeURIComponent(new URL(url).pathname));
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  if (!existsSync(file)) throw new Error(`${url} was loaded but is not in build/client`);
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

const phone390 = { ...phone, viewport: { width: 390, height: 844 } };

/**
 * The page at rest: nothing left to fetch, hydrated, its fonts applied and its eager images
 * drawn, then two frames painted, where a shift would have been recorded.
 */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await whenHydrated(page);
  await page.waitForFunction(
    () =>
      document.fonts.status === "loaded" &&
      [...document.images].filter((image) => image.loading !== "lazy").every((image) => image.complete),
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForLoadState("networkidle");
}

test.describe("JavaScript per page", () => {
  test.use(phone390);

  for (const { path: pagePath } of indexedPages) {
    test(`${pagePath} loads the framework and at most ${pageScriptBudget / KB} KB of gzipped JavaScript of its own`, async ({
      page,
    }) => {
      await page.goto(pagePath);
      await settle(page);
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => entry.name)
          .filter((name) => new URL(name).pathname.endsWith(".js")),
      );
      const framework = scripts.filter(isFramework);
      expect(framework).toHaveLength(1);
      expect(gzippedSize(framework[0]!), "the framework chunk").toBeLessThanOrEqual(frameworkBudget);
      const own = scripts.filter((url) => !isFramework(url));
      const total = own.reduce((sum, url) => sum + gzippedSize(url), 0);
      expect(total, `${own.length} scripts, ${(total / KB).toFixed(1)} KB`).toBeLessThanOrEqual(pageScriptBudget);
    });
  }

  test("the hero image is requested first among the page's downloads, at high priority, and scripts only once it has arrived", async ({
    page,
  }) => {
    for (const { path: pagePath } of sitePages) {
      const html = await (await page.request.get(pagePath)).text();
      expect(html, pagePath).not.toContain('rel="modulepreload"');
      const cdp = await page.context().newCDPSession(page);
      const requests: { id: string; url: string; priority: string; sent: number; finished?: number }[] = [];
      cdp.on("Network.requestWillBeSent", (event) =>
        requests.push({
          id: event.requestId,
          url: event.request.url,
          priority: event.request.initialPriority,
          sent: event.timestamp,
        }),
      );
      cdp.on("Network.loadingFinished", (event) => {
        const request = requests.find((entry) => entry.id === event.requestId);
        if (request) request.finished = event.timestamp;
      });
      await cdp.send("Network.enable");
      await page.goto(pagePath);
      const hero = await page.evaluate(
        () => document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')?.currentSrc ?? "",
      );
      expect(hero, `${pagePath} has a priority image`).not.toBe("");
      const heroRequest = requests.find((request) => request.url === hero);
      expect(heroRequest?.priority, pagePath).toBe("High");
      const [documentRequest] = requests;
      const others = requests.filter((request) => request !== documentRequest && request !== heroRequest);
      for (const other of others)
        expect(other.sent, `${pagePath}: ${other.url}`).toBeGreaterThanOrEqual(heroRequest!.sent);
      const scripts = requests.filter((request) => new URL(request.url).pathname.endsWith(".js"));
      expect(scripts.length, pagePath).toBeGreaterThan(0);
      for (const script of scripts) {
        expect(script.sent, `${pagePath}: ${script.url}`).toBeGreaterThanOrEqual(heroRequest!.finished ?? Infinity);
      }
      await cdp.detach();
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
          // An image with no record of its download cannot be measured: it fails the budget.
          return { url, bytes: entry ? entry.encodedBodySize : Number.POSITIVE_INFINITY };
        });
      });
      const total = images.reduce((sum, image) => sum + image.bytes, 0);
      expect(total, JSON.stringify(images)).toBeLessThanOrEqual(aboveTheFoldImageBudget);
    });

    test(`${pagePath} does not shift while it loads, hydrates and settles`, async ({ page }) => {
      await recordLayoutShifts(page);
      await page.goto(pagePath);
      await settle(page);
      const shifts = await layoutShifts(page);
      expect(shifts).toEqual([]);
    });
  }

  test("scripts are requested only once the page has painted and its hero has arrived and been drawn", async ({
    page,
  }) => {
    for (const { path: pagePath } of sitePages) {
      await page.goto(pagePath);
      const timing = await page.evaluate(async () => {
        const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
        const largestPaints = await new Promise<PerformanceEntryList>((resolve) =>
          new PerformanceObserver((list, observer) => {
            observer.disconnect();
            resolve(list.getEntries());
          }).observe({ type: "largest-contentful-paint", buffered: true }),
        );
        const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        const scripts = resources.filter((entry) => new URL(entry.name).pathname.endsWith(".js"));
        return {
          firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
          heroArrived: resources.find((entry) => entry.name === hero?.currentSrc)?.responseEnd ?? Infinity,
          // Only when the hero is its screen's largest paint: on some pages the heading is.
          heroDrawn: largestPaints.find((entry) => (entry as LargestContentfulPaint).element === hero)?.startTime ?? 0,
          firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        };
      });
      expect(timing.firstScript, `${pagePath}: after the first paint`).toBeGreaterThanOrEqual(timing.firstPaint);
      expect(timing.firstScript, `${pagePath}: after the hero arrived`).toBeGreaterThanOrEqual(timing.heroArrived);
      expect(timing.firstScript, `${pagePath}: after the hero was drawn`).toBeGreaterThanOrEqual(timing.heroDrawn);
    }
  });
});

test.describe("hero widths", () => {
  for (const screen of [
    { name: "a 360px phone at 2x", viewport: { width: 360, height: 780 }, deviceScaleFactor: 2 },
    { name: "a 390px phone at 3x", viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
  ]) {
    test.describe(screen.name, () => {
      test.use({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor, isMobile: true });
      for (const { path: pagePath } of sitePages) {
        test(`${pagePath} fetches the smallest hero that is sharp on it`, async ({ page }) => {
          await page.goto(pagePath);
          const hero = await page.evaluate(() => {
            const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!;
            const candidates = [...(image.parentElement?.querySelectorAll("source") ?? []), image]
              .flatMap((element) => (element.getAttribute("srcset") ?? "").split(","))
              .map((candidate) => candidate.trim().split(/\s+/))
              .map(([url, width]) => ({ url: new URL(url!, location.href).href, width: Number.parseInt(width ?? "") }));
            const chosen = candidates.find((candidate) => candidate.url === image.currentSrc);
            const widths = candidates.filter(
              (candidate) => candidate.url.split(".").pop() === chosen?.url.split(".").pop(),
            );
            return {
              needed: image.getBoundingClientRect().width * devicePixelRatio,
              chosen: chosen?.width ?? 0,
              widths: widths.map((candidate) => candidate.width).sort((a, b) => a - b),
            };
          });
          const smallestSharp = hero.widths.find((width) => width >= hero.needed) ?? hero.widths.at(-1);
          expect(hero.chosen, JSON.stringify(hero)).toBe(smallestSharp);
        });
      }
    });
  }
});

test.describe("the first round trip", () => {
  for (const { path: pagePath } of [...indexedPages, { path: "/no-such-page" }]) {
    test(`${pagePath} sends everything up to its hero image in ${firstFlightBudget / KB} KB of brotli`, async ({
      page,
    }) => {
      const html = await (await page.request.get(pagePath)).text();
      const hero = html.search(/<img\b[^>]*fetchpriority="high"/i);
      // A page without a hero image (the not-found page) draws its heading from the same bytes.
      const firstScreen = html.slice(0, hero === -1 ? html.indexOf("</h1>") : hero);
      expect(firstScreen.length).toBeGreaterThan(0);
      const bytes = brotliCompressSync(firstScreen).length;
      expect(bytes, `${(bytes / KB).toFixed(1)} KB`).toBeLessThanOrEqual(firstFlightBudget);
    });
  }
});

test.describe("render-blocking requests", () => {
  test("the headings' face: never awaited on a first visit, used without a shift once the browser holds it", async ({
    page,
  }) => {
    // Text in the display face, measured in the page's first frame and again once it has loaded:
    // text laid out in one face and then in another would measure differently.
    const measureFaceText = () =>
      [...document.querySelectorAll("header *, h1")]
        .filter((element) => getComputedStyle(element).fontFamily.replace(/"/g, "").startsWith("Fraunces"))
        .map((element) => {
          // The text's own width: the element's box may be stretched by its neighbours.
          const text = document.createRange();
          text.selectNodeContents(element);
          return `${element.textContent}: ${text.getBoundingClientRect().width.toFixed(1)}px`;
        });
    // Measured in the first frame that has the heading: an earlier frame may hold only the header.
    await page.addInitScript(
      `(function measure() { requestAnimationFrame(() => { if (!document.querySelector("h1")) return measure(); window.faceTextInFirstFrame = (${measureFaceText.toString()})(); }); })();`,
    );
    const h1Face = () =>
      page.evaluate(() => getComputedStyle(document.querySelector("h1")!).fontFamily.split(",")[0]!.replace(/"/g, ""));
    const inFirstFrame = () =>
      page.evaluate(() => (window as unknown as { faceTextInFirstFrame: string[] }).faceTextInFirstFrame);

    // First visit: the metric-matched fallback from the first frame; the font is fetched after load.
    const firstPage = sitePages[0]!.path;
    await page.goto(firstPage);
    expect(await h1Face()).toBe("Fraunces Fallback");
    expect(await inFirstFrame()).not.toEqual([]);
    expect(await inFirstFrame()).toEqual(await page.evaluate(measureFaceText));
    const fetched = () =>
      page.evaluate(() => {
        const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
        const fonts = performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".woff2"));
        return { load: navigation?.loadEventStart ?? 0, fonts: fonts.map((entry) => entry.startTime) };
      });
    await expect.poll(async () => (await fetched()).fonts.length).toBeGreaterThan(0);
    const { load, fonts } = await fetched();
    expect(Math.min(...fonts)).toBeGreaterThanOrEqual(load);

    // Every later page: Fraunces, read from the cache while the first frame waits for it, and
    // nothing moves as it is applied.
    await recordLayoutShifts(page);
    for (const { path: pagePath } of sitePages) {
      await page.goto(pagePath);
      expect(await h1Face(), pagePath).toBe("Fraunces");
      await settle(page);
      expect(await layoutShifts(page), pagePath).toEqual([]);
    }
  });

  for (const { path: pagePath } of [...indexedPages, { path: "/no-such-page" }]) {
    test(`${pagePath} paints without waiting for any request: styles inline, no font preloaded`, async ({ page }) => {
      const html = await (await page.request.get(pagePath)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      // The whole sheet is linked only for visitors without JavaScript.
      expect(head.replace(/<noscript>[\s\S]*?<\/noscript>/g, "")).not.toMatch(/<link[^>]*rel="stylesheet"/);
      expect(head).not.toMatch(/<link[^>]*as="font"/);
      expect(head).toMatch(/<style>[\s\S]*@font-face[\s\S]*<\/style>/);
      const syncScripts = scriptTags(html)
        .filter(
          ({ attributes: { src, async, defer, type } }) =>
            src !== undefined &&
            async === undefined &&
            defer === undefined &&
            type !== "module" &&
            type !== "application/ld+json",
        )
        .map(({ attributes }) => attributes.src);
      expect(syncScripts).toEqual([]);

      await page.goto(pagePath);
      const blocking = await page.evaluate(() =>
        (performance.getEntriesByType("resource") as (PerformanceResourceTiming & { renderBlockingStatus?: string })[])
          .filter((entry) => entry.renderBlockingStatus === "blocking")
          .map((entry) => entry.name),
      );
      expect(blocking).toEqual([]);
    });
  }
});
