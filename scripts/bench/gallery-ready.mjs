// @ts-check
/**
 * How soon after first paint a gallery's "next" control works, on a throttled phone.
 *
 * Chromium's own throttling through the DevTools protocol (150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up, CPU 4x slower), a fresh profile each run. Once the page has painted, the
 * gallery is scrolled into view as a visitor would, and the visible control named as the content
 * names the next arrow is clicked as soon as one is on screen; a click counts when the slide at the centre of the
 * gallery changes. The result is that click's time minus First Contentful Paint. Also recorded:
 * when the hydrated carousel's button appears (its JavaScript has run).
 */
import { chromium } from "playwright-core";

/**
 * The phone's network, and its CPU slowdown, Lighthouse's as well: `npm run bench` sets it for this
 * machine before its first run (bench/cpu-slowdown.mjs); BENCH_CPU_SLOWDOWN, or 4, until then.
 */
export const throttling = {
  latency: 150,
  downloadKbps: 1600,
  uploadKbps: 750,
  cpuSlowdown: Number(process.env.BENCH_CPU_SLOWDOWN ?? 4),
};

/** The phone's screen: a common Android phone's, with touch. */
export const phoneScreen = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
};

/**
 * Slows a page's connection and CPU to the phone above, through Chromium's own throttling.
 * @param {import("playwright-core").Page} page
 * @param {number} [cpuSlowdown]  The phone's above unless told (a mid-range phone's for taps).
 */
export async function throttlePhone(page, cpuSlowdown = throttling.cpuSlowdown) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: throttling.latency,
    downloadThroughput: (throttling.downloadKbps * 1000) / 8,
    uploadThroughput: (throttling.uploadKbps * 1000) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
}

/**
 * How long a click may take to move the gallery before it counts as doing nothing: on a 4x
 * slower CPU the page may still be busy, and a link glides the strip to the next slide.
 */
const MOVE_WAIT_MS = 5000;
const GIVE_UP_MS = 30_000;

/**
 * The gallery's parts as CSS selectors, by the words the page draws (interactions.mjs).
 * @typedef {ReturnType<typeof import("./interactions.mjs").gallerySelectors>} GallerySelectors
 */

/**
 * Runs in the page before anything else: notes when the hydrated next button first exists.
 * @param {GallerySelectors} selectors
 */
function watchHydration(selectors) {
  const note = () => {
    if (document.querySelector(`${selectors.region} button${selectors.next}`)) {
      /** @type {any} */ (window).__benchHydratedAt ??= performance.now();
    }
  };
  new MutationObserver(note).observe(document, { childList: true, subtree: true, attributes: true });
}

/**
 * In the page: the gallery's state as a visitor sees it.
 * @param {GallerySelectors} selectors
 * @returns {{ fcp: number | null, now: number, slide: string | null, next: { x: number, y: number } | null, hydratedAt: number | null }}
 */
function look(selectors) {
  const [paint] = performance.getEntriesByName("first-contentful-paint");
  const region = document.querySelector(selectors.region);
  /** @type {{ x: number, y: number } | null} */
  let next = null;
  /** @type {string | null} */
  let slide = null;
  if (region) {
    const slides = [...region.querySelectorAll(selectors.slide)];
    const media = slides
      .map((element) => element.querySelector("figure > div"))
      .find((box) => {
        const rect = box?.getBoundingClientRect();
        return rect && rect.width > 0 && rect.left >= -1 && rect.right <= innerWidth + 1;
      });
    const rect = media?.getBoundingClientRect();
    if (rect) {
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 3);
      slide = hit?.closest(selectors.slide)?.getAttribute("aria-label") ?? null;
    }
    for (const control of region.querySelectorAll(selectors.next)) {
      const box = control.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (box.width === 0 || x < 0 || x > innerWidth || y < 0 || y > innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && (hit === control || control.contains(hit))) next = { x, y };
    }
  }
  return {
    fcp: paint ? paint.startTime : null,
    now: performance.now(),
    slide,
    next,
    hydratedAt: /** @type {any} */ (window).__benchHydratedAt ?? null,
  };
}

/**
 * @param {{ url: string, executablePath: string, args: string[], selectors: GallerySelectors }} options
 * @returns {Promise<{ readyAfterPaint: number, hydratedAfterPaint: number | null, fcp: number }>}
 */
export async function galleryReady({ url, executablePath, args, selectors }) {
  const browser = await chromium.launch({ executablePath, args });
  try {
    const context = await browser.newContext(phoneScreen);
    const page = await context.newPage();
    await page.addInitScript(watchHydration, selectors);
    await throttlePhone(page);
    await page.goto(url, { waitUntil: "commit" });

    const started = Date.now();
    let scrolled = false;
    while (Date.now() - started < GIVE_UP_MS) {
      const state = await page.evaluate(look, selectors);
      if (state.fcp === null) {
        await page.waitForTimeout(20);
        continue;
      }
      if (!scrolled) {
        const found = await page.evaluate((regionSelector) => {
          const region = document.querySelector(regionSelector);
          region?.scrollIntoView({ block: "center" });
          return Boolean(region);
        }, selectors.region);
        // The page paints before its HTML has all arrived: the gallery may not be parsed yet.
        if (!found && (await page.evaluate(() => document.readyState === "complete"))) {
          throw new Error(`${url}: no gallery on the page`);
        }
        if (!found) await page.waitForTimeout(20);
        scrolled = found;
        continue;
      }
      if (!state.next || !state.slide) {
        await page.waitForTimeout(20);
        continue;
      }
      await page.mouse.click(state.next.x, state.next.y);
      const clickedAt = state.now;
      const deadline = Date.now() + MOVE_WAIT_MS;
      while (Date.now() < deadline) {
        const after = await page.evaluate(look, selectors);
        if (after.slide && after.slide !== state.slide) {
          const hydrated =
            after.hydratedAt ??
            (await page
              .waitForFunction(() => /** @type {any} */ (window).__benchHydratedAt, null, { timeout: GIVE_UP_MS })
              .then((handle) => handle.jsonValue())
              .catch(() => null));
          return {
            fcp: state.fcp,
            readyAfterPaint: Math.max(0, clickedAt - state.fcp),
            hydratedAfterPaint: typeof hydrated === "number" ? hydrated - state.fcp : null,
          };
        }
        await page.waitForTimeout(30);
      }
    }
    throw new Error(`${url}: no gallery whose next control moved it within ${GIVE_UP_MS / 1000} s`);
  } finally {
    await browser.close();
  }
}
