// @ts-check
/**
 * Interaction to next paint of each control, on the built site, for `npm run bench`.
 *
 * Each sample is a fresh phone (412x915, touch, the bench's phone throttling: 150 ms RTT,
 * 1.6 Mbit/s, 4x CPU, gallery-ready.mjs) that loads a page, waits until React has hydrated it and
 * the part is drawn by its script, lets the page fall idle, and then does one thing as a person
 * would: a tap or a drag through Chromium's touch input, keys through its keyboard. The page's
 * Event Timing entries (`PerformanceObserver`, type "event", at its 16 ms threshold, and
 * "first-input") give each interaction's duration, which is what INP counts, split as Event
 * Timing does: input delay, processing, presentation delay. Of several interactions (typing a
 * name), the worst counts, as INP would. An interaction without an entry took less than 16 ms.
 * A swipe is a scroll, which INP does not count: the browser gives it no interaction.
 *
 * A menu link to another page is timed from its touch to the Element Timing of the next page's
 * hero image (`elementtiming="hero"`, app/components/ui/picture.tsx): once as the site goes
 * there (React Router's client-side navigation) and once as a full load of the same page, the
 * same tap with the router kept from seeing the click, so the browser follows the link.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import yaml from "js-yaml";

import { phoneScreen, throttlePhone } from "./gallery-ready.mjs";

/** @typedef {import("playwright-core").Page} Page */
/** @typedef {{ name: string, id: number, start: number, processingStart: number, processingEnd: number, duration: number }} EventEntry */
/**
 * @typedef {{ inp: number | null, inputDelay: number | null, processing: number | null, presentationDelay: number | null,
 *   below: boolean, window: { start: number, duration: number } | null, fontWait?: number }} InteractionSample  `window`:
 *   when the counted interaction ran, on the page's clock; `fontWait`: the ms of it that only Linux's font calls took
 *   (font-waits.mjs).
 */
/** @typedef {{ tapToHero: number }} NavigationSample */

/** Runs in every document before its own scripts: collects what the page reports of its interactions. */
function watchInteractions() {
  const bench = /** @type {any} */ (window).__bench ?? { entries: [], heroes: [] };
  /** @type {any} */ (window).__bench = bench;
  const keep = (/** @type {PerformanceEventTiming} */ entry) => {
    if (!entry.interactionId) return;
    bench.entries.push({
      name: entry.name,
      id: entry.interactionId,
      start: entry.startTime,
      processingStart: entry.processingStart,
      processingEnd: entry.processingEnd,
      duration: entry.duration,
    });
  };
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => keep(/** @type {any} */ (entry)))).observe(
    /** @type {any} */ ({ type: "event", durationThreshold: 16, buffered: true }),
  );
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => keep(/** @type {any} */ (entry)))).observe({
    type: "first-input",
    buffered: true,
  });
  new PerformanceObserver((list) => {
    for (const entry of /** @type {any[]} */ (list.getEntries())) {
      if (entry.identifier === "hero") bench.heroes.push(performance.timeOrigin + (entry.renderTime || entry.loadTime));
    }
  }).observe({ type: "element", buffered: true });
  // When a touch starts, on the wall clock. Kept for the next page (a full load) only as this one
  // is left: storage written in the touch's own listener would be timed as the page's input delay.
  addEventListener(
    "touchstart",
    (event) => {
      bench.touchedAt = performance.timeOrigin + event.timeStamp;
    },
    { capture: true, passive: true },
  );
  addEventListener("pagehide", () => {
    if (bench.touchedAt !== undefined) sessionStorage.setItem("benchTouchedAt", String(bench.touchedAt));
  });
}

/**
 * The worst interaction among Event Timing entries, split as web-vitals' attribution does: input
 * delay to the first handler, processing over the handlers presented in the same frame,
 * presentation delay from the last handler's end to that frame's paint.
 * @param {EventEntry[]} entries
 * @returns {InteractionSample}
 */
export function worstInteraction(entries) {
  /** @type {Map<number, EventEntry[]>} */
  const byId = new Map();
  for (const entry of entries) byId.set(entry.id, [...(byId.get(entry.id) ?? []), entry]);
  /** @type {InteractionSample} */
  let worst = { inp: null, inputDelay: null, processing: null, presentationDelay: null, below: true, window: null };
  for (const group of byId.values()) {
    const longest = group.reduce((a, b) => (b.duration > a.duration ? b : a));
    if (worst.inp !== null && longest.duration <= worst.inp) continue;
    // The handlers whose work that paint waited for: entries presented in the same frame (a
    // drag's pointerdown and pointerup share an interaction but not a frame).
    const painted = longest.start + longest.duration;
    const frame = group.filter((entry) => Math.abs(entry.start + entry.duration - painted) <= 8);
    const first = frame.reduce((a, b) => (b.start < a.start ? b : a));
    const lastEnd = Math.max(...frame.map((entry) => entry.processingEnd));
    worst = {
      inp: longest.duration,
      inputDelay: first.processingStart - first.start,
      processing: lastEnd - first.processingStart,
      presentationDelay: Math.max(0, painted - lastEnd),
      below: false,
      window: { start: longest.start, duration: longest.duration },
    };
  }
  return worst;
}

/** Resolves once React has hydrated every element it renders into the body (as e2e/support/test.ts). */
export async function whenHydrated(/** @type {Page} */ page) {
  await page.waitForFunction(
    () => {
      const rendered = [...document.body.children].filter(
        (element) =>
          !["SCRIPT", "TEMPLATE"].includes(element.tagName) && !(/** @type {HTMLElement} */ (element).hidden),
      );
      return rendered.every((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$")));
    },
    null,
    { timeout: 60_000 },
  );
}

/**
 * Resolves once React has hydrated the body itself: on the bench's framework floor, whose empty
 * route keeps the served markup, the body is all React ever takes over.
 */
export async function whenBodyHydrated(/** @type {Page} */ page) {
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber$")), null, {
    timeout: 60_000,
  });
}

/** Until the main thread has had two idle moments: the page's start-up work is done. */
export async function whenIdle(/** @type {Page} */ page) {
  for (let idle = 0; idle < 2; idle++) {
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 5000 })),
    );
  }
}

/** The interactions' copy, read from the content as the pages draw it. */
export function copyOf(/** @type {string} */ root) {
  const read = (/** @type {string} */ file) =>
    /** @type {any} */ (yaml.load(readFileSync(path.join(root, "content", file), "utf8")));
  const [layout, carousel, quote] = [read("layout.yml"), read("carousel.yml"), read("quote-form.yml")];
  // The words before the first value left unfilled.
  const prefix = (/** @type {string} */ template, /** @type {Record<string, string>} */ values) =>
    Object.entries(values)
      .reduce((text, [key, value]) => text.replace(`{${key}}`, value), template)
      .split("{")[0] ?? "";
  return {
    menu: /** @type {string} */ (layout.menu),
    accept: /** @type {string} */ (layout.consent.accept),
    reject: /** @type {string} */ (layout.consent.reject),
    consentHeading: /** @type {string} */ (layout.consent.heading),
    next: /** @type {string} */ (carousel.carousel.next),
    carousel: /** @type {string} */ (carousel.carousel.roleDescription),
    slide: /** @type {string} */ (carousel.carousel.slideRoleDescription),
    thumbnail: prefix(carousel.carousel.thumbnailLabel, { position: "3" }),
    slider: prefix(carousel.comparison.sliderLabel, {}),
    fields: /** @type {Record<string, string>} */ (quote.fields),
    submit: /** @type {string} */ (quote.submit),
    formLabel: /** @type {string} */ (quote.formLabel),
  };
}

/**
 * CSS selectors for a gallery's parts by the words the page draws: its region and slides by their
 * role descriptions, its next arrow by its name (each quoted as a JSON string, a valid CSS string).
 * @param {{ carousel: string, slide: string, next: string }} copy
 */
export function gallerySelectors(copy) {
  const attribute = (/** @type {string} */ name, /** @type {string} */ value) => `[${name}=${JSON.stringify(value)}]`;
  return {
    region: attribute("aria-roledescription", copy.carousel),
    slide: attribute("aria-roledescription", copy.slide),
    next: attribute("aria-label", copy.next),
  };
}

/** Text matched at the start of an accessible name, whatever characters the owner's words hold. */
export function startingWith(/** @type {string} */ text) {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
}

/** Through Chromium's touch input: a finger put down, moved in steps, lifted. */
export async function drag(
  /** @type {Page} */ page,
  /** @type {{ x: number, y: number }} */ from,
  /** @type {{ x: number, y: number }} */ to,
  steps = 8,
) {
  const cdp = await page.context().newCDPSession(page);
  const point = (/** @type {number} */ share) => ({
    x: from.x + (to.x - from.x) * share,
    y: from.y + (to.y - from.y) * share,
  });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point(0)] });
  for (let step = 1; step <= steps; step++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point(step / steps)] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/**
 * A person's tap on a link: the finger is down for about a tenth of a second before it lifts and
 * the browser clicks (Android tells a tap from a press after 100 ms). What the page starts on the
 * touch has that long before the click; measured from the touch either way.
 * @param {Page} page @param {import("playwright-core").Locator} locator
 */
export async function press(page, locator, downMs = 100) {
  const at = await centreOf(locator);
  await whenIdle(page);
  await startMeasuring(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [at] });
  await page.waitForTimeout(downMs);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** The centre of a located element, scrolled into view. @param {import("playwright-core").Locator} locator */
export async function centreOf(locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error("interactions: an element to touch has no box");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Taps an element's centre with a finger. Brought into view first, as a person scrolls to it
 * before tapping, and measured from the tap: what the scroll set off has settled.
 * @param {Page} page @param {import("playwright-core").Locator} locator
 */
export async function tap(page, locator) {
  const { x, y } = await centreOf(locator);
  await whenIdle(page);
  await startMeasuring(page);
  await page.touchscreen.tap(x, y);
}

/**
 * The configuration chunk served with an analytics ID, so the consent banner shows (the shipped
 * sample has none; e2e/support/analytics.ts does the same for the tests).
 * @param {string} client
 */
function configChunk(client) {
  const emptyId = /analyticsMeasurementId:(?:""|''|``)/g;
  const assets = path.join(client, "assets");
  const found = readdirSync(assets).filter(
    (file) => file.endsWith(".js") && emptyId.test(readFileSync(path.join(assets, file), "utf8")),
  );
  if (found.length !== 1) throw new Error(`interactions: ${found.length} chunks hold the analytics ID, not one`);
  return {
    file: /** @type {string} */ (found[0]),
    withId: (/** @type {string} */ source) => source.replace(emptyId, 'analyticsMeasurementId:"G-BENCH0001"'),
  };
}

/** Gives the page the analytics ID, and a stand-in for gtag.js. @param {Page} page @param {string} client */
export async function withConsentBanner(page, client) {
  const chunk = configChunk(client);
  await page.route(`**/assets/${chunk.file}`, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers["content-encoding"];
    delete headers["content-length"];
    await route.fulfill({ response, headers, body: chunk.withId(await response.text()) });
  });
  await page.route("https://www.googletagmanager.com/**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: "" }),
  );
}

/**
 * A fresh phone on `url`, hydrated and idle, with the interactions watched.
 * @param {import("playwright-core").Browser} browser
 * @param {string} url
 * @param {(page: Page) => Promise<void>} [prepare]  Before the page loads (routes).
 * @param {{ whenReady?: (page: Page) => Promise<void>, cpuSlowdown?: number }} [options]  What the page is waited
 *   for after its load and before its idle: the site's hydration unless told (the bench's bare page has none to
 *   wait for); the phone's CPU slowdown, the bench's unless told.
 */
export async function openPhone(browser, url, prepare, { whenReady = whenHydrated, cpuSlowdown } = {}) {
  const context = await browser.newContext(phoneScreen);
  const page = await context.newPage();
  page.on("dialog", (dialog) => void dialog.accept().catch(() => undefined));
  await page.addInitScript(watchInteractions);
  await prepare?.(page);
  await throttlePhone(page, cpuSlowdown);
  await page.goto(url, { waitUntil: "load", timeout: 60_000 });
  await whenReady(page);
  await whenIdle(page);
  return { page, close: () => context.close() };
}

/** Forgets the interactions so far: what follows is the one measured. @param {Page} page */
export async function startMeasuring(page) {
  await page.evaluate(() => {
    /** @type {any} */ (window).__bench.entries = [];
    /** @type {any} */ (window).__bench.heroes = [];
  });
}

/**
 * The measured interaction, once its entries have come: they are reported after the next paint.
 * @param {Page} page
 */
export async function readInteraction(page) {
  await page
    .waitForFunction(() => /** @type {any} */ (window).__bench.entries.length > 0, null, { timeout: 1500 })
    .catch(() => undefined);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  /** @type {EventEntry[]} */
  const entries = await page.evaluate(() => /** @type {any} */ (window).__bench.entries);
  return worstInteraction(entries);
}
