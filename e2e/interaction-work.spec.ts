import type { Browser, Locator, Page } from "@playwright/test";

import { withAnalytics } from "./support/analytics";
import { content } from "./support/content";
import { expect, phone, test } from "./support/test";
import { consentBanner, menuToggle } from "./support/site-chrome";
import { type Gallery, carouselCopy, expectSlideShown, galleries, thumbnailsOf } from "./support/widgets";

test.use(phone);

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; elementCount?: number; data?: { type?: string } };
};

/** The page's main-thread events while `act` runs, from a Chromium trace, and its events' dispatches among them. */
async function traceOf(browser: Browser, page: Page, act: () => Promise<void>) {
  await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
  await act();
  const events: TraceEvent[] = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const main = events.find(
    (event) =>
      event.name === "thread_name" &&
      event.args?.name === "CrRendererMain" &&
      events.some((other) => other.pid === event.pid && other.name === "EventDispatch"),
  );
  const onMain = events.filter((event) => event.pid === main?.pid && event.tid === main?.tid && event.ph === "X");
  const dispatches = onMain.filter((event) => event.name === "EventDispatch");
  expect(dispatches.length, "the trace holds the interaction's events").toBeGreaterThan(0);
  return { onMain, dispatches };
}

/**
 * Elements the browser restyled between a tap's click and the first paint after it, from a
 * Chromium trace of `act`: the style work the tap's answer waited for.
 */
async function restyledBeforeClickPaint(browser: Browser, page: Page, act: () => Promise<void>) {
  const { onMain, dispatches } = await traceOf(browser, page, act);
  const click = dispatches.find((event) => event.args?.data?.type === "click");
  expect(click, "the trace holds the tap's click").toBeDefined();
  // The frame after the click: its paint starts with the pre-paint step.
  const paint = onMain.find(
    (event) => ["PrePaint", "Paint"].includes(event.name) && event.ts > click!.ts + (click!.dur ?? 0),
  );
  expect(paint, "the trace holds a paint after the click").toBeDefined();
  // A count of none must mean none restyled, not a trace that stopped giving counts.
  const counted = onMain.filter((event) => event.name === "UpdateLayoutTree" && event.args?.elementCount);
  expect(counted.length, "the trace counts the elements each restyle touched").toBeGreaterThan(0);
  return onMain
    .filter((event) => event.name === "UpdateLayoutTree" && event.ts >= click!.ts && event.ts < paint!.ts)
    .reduce((sum, event) => sum + (event.args?.elementCount ?? 0), 0);
}

/**
 * Layout the browser had to do inside an event's handlers, from a Chromium trace of `act`:
 * each `Layout` event that falls within an `EventDispatch` of the page's main thread, named by
 * the event it was forced in. A handler that reads geometry after changing styles makes the
 * browser lay out the page then and there, on the tap's own time; none should.
 */
async function layoutForcedInHandlers(browser: Browser, page: Page, act: () => Promise<void>) {
  const { onMain, dispatches } = await traceOf(browser, page, act);
  return onMain
    .filter((event) => event.name === "Layout")
    .flatMap((layout) =>
      dispatches
        .filter((dispatch) => layout.ts >= dispatch.ts && layout.ts < dispatch.ts + (dispatch.dur ?? 0))
        .map((dispatch) => String(dispatch.args?.data?.type)),
    );
}

/** The gallery's region, scrolled to, once its arrows work. */
async function galleryReady(page: Page, { path, label }: Gallery) {
  await page.goto(path);
  const region = page.getByRole("region", { name: label });
  await region.scrollIntoViewIfNeeded();
  // The arrows become buttons once the carousel is interactive.
  await expect(region.getByRole("button", { name: carouselCopy.next })).toBeVisible();
  return region;
}

/** Taps the next arrow, the previous one and the fourth thumbnail, each step shown before the next. */
async function tapThroughSteps(region: Locator, { total }: Gallery) {
  await region.getByRole("button", { name: carouselCopy.next }).tap();
  await expectSlideShown(region, 2, total);
  await region.getByRole("button", { name: carouselCopy.previous }).tap();
  await expectSlideShown(region, 1, total);
  await thumbnailsOf(region).getByRole("button").nth(3).tap();
  await expectSlideShown(region, 4, total);
}

test.describe("no layout forced inside a handler", () => {
  test("the comparison slider moved by keys", async ({ page, browser }) => {
    const { path, label } = galleries.beforeAfter;
    await page.goto(path);
    const region = page.getByRole("region", { name: label });
    await region.scrollIntoViewIfNeeded();
    const slider = region.getByRole("slider").first();
    await slider.focus();
    const before = Number(await slider.getAttribute("aria-valuenow"));
    const forced = await layoutForcedInHandlers(browser, page, async () => {
      await page.keyboard.press("ArrowLeft");
      await expect(slider).not.toHaveAttribute("aria-valuenow", String(before));
    });
    expect(forced).toEqual([]);
  });

  test("the comparison slider dragged", async ({ page, browser }) => {
    const region = await galleryReady(page, galleries.beforeAfter);
    const slider = region.getByRole("slider").first();
    const before = await slider.getAttribute("aria-valuenow");
    // The pointer on the handle once it is the element a press there reaches, and where it is then.
    await slider.hover();
    const handle = (await slider.boundingBox())!;
    const box = (await region.getByRole("group").first().boundingBox())!;
    const y = handle.y + handle.height / 2;
    const forced = await layoutForcedInHandlers(browser, page, async () => {
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.8, y, { steps: 4 });
      await page.mouse.up();
      await expect(slider).not.toHaveAttribute("aria-valuenow", before ?? "");
    });
    expect(forced).toEqual([]);
  });

  for (const gallery of Object.values(galleries)) {
    test(`${gallery.path}: the gallery's arrows and a thumbnail tapped`, async ({ page, browser }) => {
      const region = await galleryReady(page, gallery);
      const forced = await layoutForcedInHandlers(browser, page, () => tapThroughSteps(region, gallery));
      expect(forced).toEqual([]);
    });
  }

  test("the phone menu opened and closed", async ({ page, browser }) => {
    await page.goto("/");
    const toggle = menuToggle(page);
    const menu = page.locator("#mobile-menu");
    const forced = await layoutForcedInHandlers(browser, page, async () => {
      await toggle.tap();
      await expect(menu).toBeVisible();
      await toggle.tap();
      await expect(menu).toBeHidden();
    });
    expect(forced).toEqual([]);
  });
});

test.describe("no whole-page restyle before a tap is answered", () => {
  for (const choice of ["accept", "reject"] as const) {
    test(`the consent banner's ${choice} button`, async ({ page, browser }) => {
      await withAnalytics(page);
      await page.goto("/");
      const banner = consentBanner(page);
      const button = banner.getByRole("button", { name: content.layout.consent[choice] });
      await expect(button).toBeVisible();
      const elements = await page.evaluate(() => document.getElementsByTagName("*").length);
      const restyled = await restyledBeforeClickPaint(browser, page, async () => {
        await button.tap();
        await expect(banner).toBeHidden();
        // The page's scroll padding is given back once the closed banner has been painted.
        await expect.poll(() => page.evaluate(() => document.documentElement.style.scrollPaddingBottom)).toBe("");
      });
      // Closing the banner restyles what it leaves; the root's scroll padding, which restyles every
      // element, is given back after the paint (docs/decisions/157).
      expect(restyled, `of ${elements} elements`).toBeLessThan(elements / 4);
    });
  }
});

test.describe("no animation started by a gallery's step", () => {
  for (const gallery of Object.values(galleries)) {
    test(`${gallery.path}: the arrows and a thumbnail tapped`, async ({ page }) => {
      const region = await galleryReady(page, gallery);
      // A transition or animation starts in the frame that shows the step, and its events hold that
      // frame back (docs/decisions/171).
      await page.evaluate(() => {
        const started: string[] = [];
        Object.assign(window, { startedAnimations: started });
        for (const type of ["transitionrun", "animationstart"])
          window.addEventListener(
            type,
            (event) => started.push(`${type} ${(event.target as Element).className}`),
            true,
          );
      });
      await tapThroughSteps(region, gallery);
      // Animations start as a frame is made: two frames on, every one the steps started has begun.
      const started = await page.evaluate(
        () =>
          new Promise<unknown>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                resolve((window as unknown as { startedAnimations: string[] }).startedAnimations),
              ),
            ),
          ),
      );
      expect(started).toEqual([]);
    });
  }
});
