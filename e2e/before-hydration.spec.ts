import type { Page } from "@playwright/test";

import { expect, sitePages, test, waitForHydration } from "./support/test";
import { layoutShifts, recordLayoutShifts } from "./support/layout-shift";
import { carouselCopy, galleries, slideOf, slideSelector, thumbnailName, thumbnailsOf } from "./support/widgets";

/**
 * The moments between first paint and hydration, stretched: every script answers 5 seconds late,
 * as on a slow phone connection. What a visitor can see and press must already work, and the
 * page must not move when the scripts arrive.
 */
const SCRIPT_DELAY_MS = 5000;

test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => url.pathname.endsWith(".js"),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
      await route.continue().catch(() => undefined);
    },
  );
  await recordLayoutShifts(page);
});

const hydrated = (page: Page) =>
  page.evaluate(() => Object.keys(document.body.firstElementChild ?? {}).some((key) => key.startsWith("__react")));

/** Visible controls that only script could make work: buttons outside forms, or ARIA widgets on plain elements. */
function deadControls(page: Page) {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      "a, button, summary, input, select, textarea, [role='button'], [role='slider'], [role='tab'], [tabindex]",
    );
    const dead: string[] = [];
    for (const control of controls) {
      if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const name = `${control.tagName.toLowerCase()} "${(control.getAttribute("aria-label") ?? control.textContent ?? "").trim().slice(0, 40)}"`;
      if (control instanceof HTMLAnchorElement) {
        const href = control.getAttribute("href") ?? "";
        if (!href || href === "#" || href.startsWith("javascript:")) dead.push(name);
      } else if (control instanceof HTMLButtonElement) {
        if (!(control.form && (control.type === "submit" || control.type === "reset"))) dead.push(name);
      } else if (control.matches("summary, input, select, textarea")) {
        continue;
      } else if (control.matches("[role='button'], [role='slider'], [role='tab']")) {
        dead.push(name);
      }
    }
    return dead;
  });
}

for (const pagePath of [...sitePages.map((page) => page.path), "/no-such-page"]) {
  test(`${pagePath}: before the scripts arrive every visible control works, and hydration moves nothing`, async ({
    page,
  }) => {
    await page.goto(pagePath, { waitUntil: "domcontentloaded" });
    await page.waitForLoadState("load");
    expect(await deadControls(page)).toEqual([]);
    expect(await hydrated(page), "checked before hydration").toBe(false);

    // Every element a visitor can see, where it is; clipped ones (slides scrolled out of the
    // strip) are not seen, and their links become the shared buttons on hydration.
    const boxes = () =>
      page.evaluate(() => {
        const seen = (element: Element) => {
          const box = element.getBoundingClientRect();
          if (box.width === 0 || !element.checkVisibility({ visibilityProperty: true })) return false;
          for (let parent = element.parentElement; parent; parent = parent.parentElement) {
            if (getComputedStyle(parent).overflowX === "visible") continue;
            const clip = parent.getBoundingClientRect();
            if (box.right <= clip.left || box.left >= clip.right) return false;
          }
          return true;
        };
        return [...document.querySelectorAll("main a, main button, main h1, main h2, header a, footer a")]
          .filter(seen)
          .map((element) => {
            const box = element.getBoundingClientRect();
            return `${Math.round(box.x)},${Math.round(box.y)},${Math.round(box.width)},${Math.round(box.height)}`;
          })
          .sort();
      });
    const before = await boxes();
    await waitForHydration(page);
    expect(await hydrated(page)).toBe(true);
    // Controls that only work with script may appear (the 404 page's Go Back); nothing seen moves.
    expect(await boxes()).toEqual(expect.arrayContaining(before));
    expect(await layoutShifts(page)).toEqual([]);
  });
}

for (const gallery of [
  { path: galleries.projects.path, label: galleries.projects.label, captions: galleries.projects.captions },
  { path: galleries.beforeAfter.path, label: galleries.beforeAfter.label, captions: galleries.beforeAfter.captions },
]) {
  test(`${gallery.path}: the gallery's next control works before hydration, and the same control is there after`, async ({
    page,
  }) => {
    // Every script waits 5 s here, and the gallery's code comes after the page's: two waits, plus
    // the page's own, leave the default 30 s little room on a loaded machine.
    test.slow();
    await page.goto(gallery.path, { waitUntil: "domcontentloaded" });
    const region = page.getByRole("region", { name: gallery.label });
    const total = await region.locator(slideSelector).count();
    await region.scrollIntoViewIfNeeded();
    const slide = (position: number) => slideOf(region, position, total);
    await slide(1).getByRole("link", { name: carouselCopy.next }).click();
    await expect(page).toHaveURL(new RegExp(`-2$`));
    // The strip glides to the slide; wait until it has come to rest there.
    await expect
      .poll(() =>
        slide(2).evaluate(
          (element) => element.getBoundingClientRect().left - element.parentElement!.getBoundingClientRect().left,
        ),
      )
      .toBe(0);
    expect(await hydrated(page), "moved before hydration").toBe(false);

    const nextBox = await slide(2).getByRole("link", { name: carouselCopy.next }).boundingBox();
    await waitForHydration(page);
    const next = region.getByRole("button", { name: carouselCopy.next });
    expect(await next.boundingBox()).toEqual(nextBox);
    const currentThumbnail = thumbnailsOf(region).locator("[aria-current='true']");
    await expect(currentThumbnail).toHaveAccessibleName(thumbnailName(gallery, 2));
    await next.click();
    await expect(currentThumbnail).toHaveAccessibleName(thumbnailName(gallery, 3));
  });
}

test.describe("on a slow connection", () => {
  // The page arrives a few kilobytes at a time, so the browser could draw it half-read.
  test.beforeEach(async ({ page }) => {
    const network = await page.context().newCDPSession(page);
    await network.send("Network.enable");
    await network.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: 24 * 1024,
      uploadThroughput: -1,
    });
  });

  for (const { path: pagePath } of sitePages) {
    test(`${pagePath}: the first frame already holds the whole header`, async ({ page }) => {
      const firstScreen = () => ({ header: document.querySelector("header")?.outerHTML ?? null });
      await page.addInitScript(`requestAnimationFrame(() => { window.firstFrame = (${firstScreen})(); });`);
      // Parsed in full, and compared before the delayed scripts can change anything.
      await page.goto(pagePath, { waitUntil: "domcontentloaded" });
      await page.waitForFunction(() => "firstFrame" in window);
      const atFirstFrame = await page.evaluate(() => (window as unknown as { firstFrame: unknown }).firstFrame);
      expect(await hydrated(page), "compared before hydration").toBe(false);
      expect(atFirstFrame).toEqual(await page.evaluate(firstScreen));
    });
  }
});
