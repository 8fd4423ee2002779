import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

import { gtagUrl, testMeasurementId, withAnalytics } from "./support/analytics";
import { content } from "./support/content";
import { whenHydrated } from "./support/hydration";
import { submitButton } from "./support/quote-form";
import { actionBar, callName, consentBanner as banner, copyrightLine } from "./support/site-chrome";
import { expect, phone, test } from "./support/test";

const { consent, common, shortQuoteLabel } = content.layout;
const mainLine = content.business.phones.main;
/** The page's call button for the main line (on the contact page, in its hero). */
const mainCall = (page: Page) => page.getByRole("main").getByRole("link", { name: callName(mainLine), exact: true });

async function consentCalls(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((call) => call[0] === "consent"),
  );
}

const denied = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
};

/** Presses Tab until `name` has focus, failing after `limit` presses. */
async function tabTo(page: Page, name: string, limit = 10) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
    if (focused === name) return;
  }
  throw new Error(`${name} not reached with ${limit} Tab presses`);
}

test.describe("analytics consent", () => {
  test("by keyboard alone: refusing loads no gtag script; reopening the banner from the footer and accepting loads it", async ({
    page,
  }) => {
    const requested = await withAnalytics(page);
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    expect(await consentCalls(page)).toEqual([["consent", "default", denied]]);

    // Reached early in the tab order, right after the skip link.
    await tabTo(page, consent.reject, 4);
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeHidden();
    expect(await consentCalls(page)).toEqual([
      ["consent", "default", denied],
      ["consent", "update", { analytics_storage: "denied" }],
    ]);
    await page.reload();
    await expect(page.getByRole("button", { name: consent.settings })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    expect(requested).toEqual([]);
    await expect(page.locator("script[src*='googletagmanager']")).toHaveCount(0);

    await page.getByRole("button", { name: consent.settings }).focus();
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeFocused();
    await tabTo(page, consent.accept, 2);
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeHidden();
    await expect(page.getByRole("button", { name: consent.settings })).toBeFocused();
    await expect.poll(() => requested).toEqual([gtagUrl]);
    await expect(page.locator(`script[src="${gtagUrl}"]`)).toHaveCount(1);
    expect(await consentCalls(page)).toContainEqual(["consent", "update", { analytics_storage: "granted" }]);
  });

  test("has no axe violations while showing", async ({ page }) => {
    await withAnalytics(page);
    await page.goto("/contact");
    await expect(banner(page)).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });

  test("is no focus trap: Tab moves on past it into the page", async ({ page }) => {
    await withAnalytics(page);
    await page.goto("/");
    await tabTo(page, consent.reject, 4);
    await page.keyboard.press("Tab");
    expect(
      await page.evaluate(() => document.activeElement?.closest("section[aria-labelledby='consent-heading']")),
    ).toBeNull();
  });

  test("a remembered acceptance loads gtag on the next page without asking again", async ({ page }) => {
    const requested = await withAnalytics(page);
    await page.goto("/about");
    await page.getByRole("button", { name: consent.accept }).click();
    await expect.poll(() => requested).toHaveLength(1);
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: consent.settings })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => requested).toHaveLength(2);
  });

  test("withdrawing consent from the footer removes the cookies analytics stored, and only those", async ({
    page,
    context,
    baseURL,
  }) => {
    await withAnalytics(page);
    await page.goto("/");
    await page.getByRole("button", { name: consent.accept }).click();
    await expect(banner(page)).toBeHidden();
    // What gtag.js stores once allowed; the stand-in served here stores nothing itself.
    const url = baseURL ?? "";
    await context.addCookies([
      { name: "_ga", value: "GA1.1.123.456", url },
      { name: `_ga_${testMeasurementId.slice(2)}`, value: "GS1.1.1", url },
      { name: "keep", value: "1", url },
    ]);

    await page.getByRole("button", { name: consent.settings }).click();
    await banner(page).getByRole("button", { name: consent.reject }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).toEqual(["keep"]);
  });

  test("without a measurement ID there is nothing to ask and nothing loads, yet events reach the dataLayer", async ({
    page,
    blockedRequests,
  }) => {
    await page.goto("/contact");
    await whenHydrated(page);
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: consent.settings })).toHaveCount(0);
    await page.evaluate(() => window.addEventListener("click", (event) => event.preventDefault()));
    await mainCall(page).first().click();
    expect(await consentCalls(page)).toEqual([["consent", "default", denied]]);
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
        .map((entry) => Array.from(entry))
        .filter((call) => call[0] === "event"),
    );
    expect(events).toEqual([
      ["event", "phone_click", { event_category: "Phone", event_label: mainLine.analyticsLabel }],
    ]);
    expect(blockedRequests).toEqual([]);
  });
});

test.describe("analytics consent on a phone", () => {
  test.use(phone);

  test("the banner covers neither the action bar's buttons nor, for good, any content", async ({ page }) => {
    await withAnalytics(page);
    await page.goto("/contact");
    await expect(banner(page)).toBeVisible();
    const bar = actionBar(page);
    for (const name of [common.call, shortQuoteLabel]) {
      const box = (await bar.getByRole("link", { name }).boundingBox())!;
      const topmost = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("a")?.textContent, {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      });
      expect(topmost).toBe(name);
    }
    // The hero's call button and the form's submit button can be brought clear of the banner.
    for (const target of [mainCall(page), submitButton(page)]) {
      await target.scrollIntoViewIfNeeded();
      await target.click({ trial: true });
    }
    // The end of the page scrolls above the banner.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bannerBox = (await banner(page).boundingBox())!;
    const copyright = (await copyrightLine(page).boundingBox())!;
    expect(copyright.y + copyright.height).toBeLessThanOrEqual(bannerBox.y);
  });

  test("while it is open, each field of the quote form reached with Tab stops clear of it", async ({ page }) => {
    await withAnalytics(page);
    await page.goto("/contact");
    await expect(banner(page)).toBeVisible();
    const form = page.getByRole("form");
    const controls = form.locator("input, select, textarea, button[type='submit']");
    const count = await controls.count();
    await controls.first().focus();
    for (let index = 0; index < count; index += 1) {
      if (index > 0) await page.keyboard.press("Tab");
      const focused = page.locator(":focus");
      const field = (await focused.boundingBox())!;
      const bannerBox = (await banner(page).boundingBox())!;
      // A control taller than a line (the message) needs only its first line in view to be typed in.
      const line = Math.min(field.height, 48);
      const name = await focused.evaluate((element) => element.outerHTML.slice(0, 60));
      expect(field.y, name).toBeGreaterThanOrEqual(0);
      expect(field.y + line, name).toBeLessThanOrEqual(bannerBox.y);
    }
    // Chosen, the banner leaves the page's scroll padding as it was.
    const padding = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingBottom);
    await banner(page).getByRole("button", { name: consent.reject }).click();
    await expect(banner(page)).toBeHidden();
    // Given back once the closed banner has been painted (docs/decisions/157).
    await expect.poll(padding).toBe("80px");
  });
});
