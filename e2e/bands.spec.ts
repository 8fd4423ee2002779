import type { Locator, Page } from "@playwright/test";

import { whenHydrated } from "./support/hydration";
import { layoutShifts, recordLayoutShifts } from "./support/layout-shift";
import { expect, phone, sitePages, test } from "./support/test";

/** The bands below each page's hero (ui/section.tsx, app/lib/whole-page.ts). */
const bands = (page: Page) => page.locator("main section.drawn-near-screen");

/** Whether the browser has styled and laid out what the band holds, as it does once it nears the screen. */
const drawn = (band: Locator) =>
  band.evaluate((element) => element.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));

/** Scrolls as a thumb does, a flick at a time, until `band` is on screen. */
async function scrollTo(page: Page, band: Locator) {
  for (let flick = 0; flick < 40; flick++) {
    if (await band.evaluate((element) => element.getBoundingClientRect().top < innerHeight)) return;
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 600);
    // Each flick has moved the page before the next, as a thumb waits to see where it is.
    await expect.poll(() => page.evaluate(() => window.scrollY)).not.toBe(before);
  }
}

test.describe("bands drawn as they near the screen, on a phone", () => {
  test.use(phone);

  for (const { path } of sitePages) {
    test(`${path} draws its last band only as the visitor nears it, and nothing moves when it does`, async ({
      page,
    }) => {
      await recordLayoutShifts(page);
      await page.goto(path);
      await whenHydrated(page);
      const last = bands(page).last();
      expect(await drawn(last), "the last band is drawn before the visitor comes near it").toBe(false);
      await scrollTo(page, last);
      await expect(last).toBeInViewport();
      expect(await drawn(last)).toBe(true);
      expect(await layoutShifts(page)).toEqual([]);
    });
  }

  test("every band is drawn before a position is restored, and a page opened by a link draws as a first view", async ({
    page,
  }) => {
    const home = sitePages.find((entry) => entry.path === "/")!;
    const other = sitePages.find((entry) => entry.id === "drives-and-landscapes")!;
    await page.goto(home.path);
    await whenHydrated(page);
    const html = page.locator("html");
    await expect(html).not.toHaveAttribute("data-whole-page");

    // A service in the footer, a link to its page.
    await page
      .getByRole("contentinfo")
      .getByRole("link")
      .and(page.locator(`[href="${other.path}"]`))
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(other.h1);
    await expect(html).not.toHaveAttribute("data-whole-page");
    expect(await drawn(bands(page).last())).toBe(false);

    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.h1);
    await expect(html).toHaveAttribute("data-whole-page", "");
    expect(await drawn(bands(page).last())).toBe(true);

    await page.reload();
    await expect(html).toHaveAttribute("data-whole-page", "");
    expect(await drawn(bands(page).last())).toBe(true);
  });

  test("a link to a place further down the page reaches it with every band drawn", async ({ page }) => {
    const cleaning = sitePages.find((entry) => entry.id === "exterior-cleaning")!;
    const lastBand = await page.goto(cleaning.path).then(() => bands(page).last().getAttribute("aria-labelledby"));
    await page.goto(`${cleaning.path}#${lastBand}`);
    await expect(page.locator("html")).toHaveAttribute("data-whole-page", "");
    await expect(page.locator(`#${lastBand}`)).toBeInViewport();
    await expect(page.getByRole("heading", { level: 1 })).not.toBeInViewport();
  });
});

test.describe("bands without script, on a phone", () => {
  test.use({ ...phone, javaScriptEnabled: false });

  test("every band is drawn, so the browser's own restoring of a reload lands where the visitor was", async ({
    page,
  }) => {
    const cleaning = sitePages.find((entry) => entry.id === "exterior-cleaning")!;
    await page.goto(cleaning.path);
    const last = bands(page).last();
    expect(await drawn(last)).toBe(true);
    await last.scrollIntoViewIfNeeded();
    const at = await page.evaluate(() => window.scrollY);
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(at);
    await expect(last).toBeInViewport();
  });
});
