import type { Page, Route } from "@playwright/test";

import { gtagEvents, withAnalytics } from "./support/analytics";
import { whenHydrated } from "./support/hydration";
import { fillIn, recordAlerts, submitButton } from "./support/quote-form";
import { actionBar, consentBanner, mainNav, menuPage, menuToggle } from "./support/site-chrome";
import { expect, phone, sitePages, test } from "./support/test";
import { content } from "./support/content";
import { literally } from "./support/text";

const { layout } = content;
const mainLine = content.business.phones.main;
const about = menuPage("about");

/** Every tel: link on the page is a well-formed UK number in E.164, and at least one is showing. */
async function expectWorkingTelLinks(page: Page) {
  const links = page.locator('a[href^="tel:"]');
  expect(await links.count()).toBeGreaterThan(0);
  for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))) {
    expect(href).toMatch(/^tel:\+44\d{9,10}$/);
  }
  const visible = links.filter({ visible: true }).first();
  // Visible, stable and not covered by anything: a tap would reach it.
  await visible.click({ trial: true });
}

/** The chrome every page keeps, whatever happens inside it. */
async function expectLayout(page: Page) {
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeAttached();
  await expect(
    page.getByRole("banner").getByRole("link", { name: new RegExp(literally(content.business.name)) }),
  ).toBeVisible();
}

test.describe("without JavaScript", () => {
  test.use({ ...phone, javaScriptEnabled: false });

  for (const { path, h1 } of sitePages) {
    test(`${path}: content, tel links and every disclosure work`, async ({ page }) => {
      await page.goto(path);
      await expectLayout(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page.getByRole("main").locator("p").first()).toBeVisible();
      await expectWorkingTelLinks(page);
      // Menus, FAQs and any other <details> open natively, without the app.
      const summaries = page.locator("details > summary").filter({ visible: true });
      const count = await summaries.count();
      expect(count).toBeGreaterThan(0);
      for (let index = 0; index < count; index += 1) {
        const summary = summaries.nth(index);
        const details = summary.locator("xpath=..");
        await summary.click();
        await expect(details).toHaveAttribute("open", "");
        await expect(details.locator(":scope > :not(summary)").first()).toBeVisible();
        await summary.click();
      }
    });
  }
});

test.describe("on a slow network", () => {
  test.use(phone);

  test("the page is usable and the phone link works before the scripts arrive", async ({ page }) => {
    // Hold every script until the checks below are done: the page is what the HTML and CSS give.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await page.route(/\/assets\/.*\.js$/, async (route: Route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    });

    await page.goto("/", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await expectLayout(page);
    await expectWorkingTelLinks(page);
    await expect(actionBar(page).getByRole("link", { name: layout.common.call })).toHaveAttribute(
      "href",
      `tel:${mainLine.e164}`,
    );
    // The menu works natively while the app is still on its way.
    await menuToggle(page).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(false);

    release();
    // Then the app takes over from the same page, with the menu still open.
    await expect(page.locator("summary[aria-controls=mobile-menu]")).toHaveAttribute("aria-expanded", "true");
    await page.locator("#mobile-menu").getByRole("link", { name: about.label, exact: true }).click();
    await expect(page).toHaveURL("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.h1);
  });
});

test.describe("when the app fails", () => {
  /** Serves a route module whose component throws while rendering. */
  function throwingRouteModule(route: Route) {
    return route.fulfill({
      contentType: "text/javascript",
      body: `export default function Broken() { throw new Error("Simulated render failure"); }`,
    });
  }

  test("a page that throws while rendering after a click shows the error screen inside the layout", async ({
    page,
  }) => {
    await page.route(/\/assets\/about-[\w-]+\.js$/, throwingRouteModule);
    await page.goto("/");
    await whenHydrated(page);
    await mainNav(page).getByRole("link", { name: about.label, exact: true }).click();
    await expect(page).toHaveURL("/about");
    await expect(page.getByRole("heading", { level: 1, name: layout.errors.heading })).toBeVisible();
    await expect(page.getByText("Simulated render failure")).toBeVisible();
    await expectLayout(page);
    await expectWorkingTelLinks(page);
    // The way out works: back to a page that renders.
    await page.getByRole("main").getByRole("link", { name: layout.errors.returnHome }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(sitePages[0]!.h1);
  });

  test("a page that throws while hydrating shows the error screen inside the layout", async ({ page }) => {
    await page.route(/\/assets\/about-[\w-]+\.js$/, throwingRouteModule);
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: layout.errors.heading })).toBeVisible();
    await expectLayout(page);
    await expectWorkingTelLinks(page);
  });

  test("when the next page's code cannot be fetched, the router reloads the page whole instead of going blank", async ({
    page,
  }) => {
    // React Router reloads the document when a route module fails to import (a deploy removed
    // it, or the network dropped it), so the visitor gets fresh HTML and a new asset manifest.
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    let failures = 0;
    await page.route(/\/assets\/about-[\w-]+\.js$/, (route) => {
      failures += 1;
      return route.abort("connectionreset");
    });
    await page.goto("/");
    await whenHydrated(page);
    const reloaded = page.waitForEvent("load");
    await mainNav(page).getByRole("link", { name: about.label, exact: true }).click();
    await reloaded;
    expect(failures).toBe(1);
    expect(errors.some((text) => text.includes("Error loading route module"))).toBe(true);
    // The reload lands on a whole, working page (the one the visitor was on).
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(sitePages[0]!.h1);
    await expectLayout(page);
    await whenHydrated(page);
    // With the network back, the same link works.
    await page.unroute(/\/assets\/about-[\w-]+\.js$/);
    await mainNav(page).getByRole("link", { name: about.label, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.h1);
  });

  test("a page whose code cannot be fetched on first load still shows its prerendered content", async ({ page }) => {
    await page.route(/\/assets\/about-[\w-]+\.js$/, (route) => route.abort("connectionreset"));
    // The app never hydrates here, so wait for the load event only.
    await page.goto("/about", { waitUntil: "domcontentloaded" });
    await page.waitForLoadState("load");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.h1);
    await expectLayout(page);
    await expectWorkingTelLinks(page);
  });
});

/** Uncaught errors in the page: none is allowed in any failure mode. */
function recordPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`${error.message}\n${error.stack ?? ""}`));
  return errors;
}

/** Sends a quote and expects the alert of thanks that follows a mail hand-off that went through. */
async function expectQuoteHandedOff(page: Page) {
  const alerts = recordAlerts(page);
  await page.goto("/contact");
  await whenHydrated(page);
  await fillIn(page, "Hello");
  await submitButton(page).click();
  await expect.poll(() => alerts).toEqual([content.quoteForm.success]);
}

test.describe("when the browser refuses storage", () => {
  test.use(phone);

  /** Accepts analytics, uses the menu and sends a quote: what a visitor does with storage. */
  async function visit(page: Page, requested: string[]) {
    await page.goto("/");
    await whenHydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The choice applies to this page even though it cannot be remembered.
    await page.getByRole("button", { name: layout.consent.accept }).click();
    await expect(consentBanner(page)).toBeHidden();
    await expect.poll(() => requested).toHaveLength(1);
    await menuToggle(page).click();
    await page.locator("#mobile-menu").getByRole("link", { name: about.label, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.h1);
    await expectQuoteHandedOff(page);
  }

  test("every localStorage call throws, and the site still works for the visit", async ({ page }) => {
    const errors = recordPageErrors(page);
    const requested = await withAnalytics(page);
    await page.addInitScript(() => {
      const local = window.localStorage;
      for (const method of ["getItem", "setItem", "removeItem", "clear", "key"] as const) {
        const original = Storage.prototype[method] as (...args: unknown[]) => unknown;
        Storage.prototype[method] = function (this: Storage, ...args: unknown[]) {
          if (this === local) throw new DOMException(`localStorage.${method} refused`, "SecurityError");
          return original.apply(this, args);
        } as never;
      }
    });
    await visit(page, requested);
    expect(errors).toEqual([]);
  });

  test("with all web storage blocked, as when a visitor blocks site data, only the router's scroll restore complains", async ({
    page,
  }) => {
    const errors = recordPageErrors(page);
    const requested = await withAnalytics(page);
    await page.addInitScript(() => {
      for (const name of ["localStorage", "sessionStorage"] as const) {
        Object.defineProperty(window, name, {
          get() {
            throw new DOMException(`${name} refused`, "SecurityError");
          },
        });
      }
    });
    await visit(page, requested);
    // React Router's inline scroll-restoration script retries sessionStorage in its own catch
    // block; that one uncaught error per document load is harmless (nothing follows it there).
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) {
      expect(error).toMatch(/^sessionStorage refused\n/);
      expect(error).not.toContain("/assets/");
    }
  });
});

test.describe("when the analytics script is blocked", () => {
  test.use(phone);

  test("accepting analytics changes nothing a visitor can see, and events still queue", async ({
    page,
    blockedRequests,
  }) => {
    const errors = recordPageErrors(page);
    await withAnalytics(page, { script: "blocked" });
    await page.goto("/");
    await whenHydrated(page);
    await page.getByRole("button", { name: layout.consent.accept }).click();
    await expect
      .poll(() => blockedRequests.filter((url) => url.startsWith("https://www.googletagmanager.com/")))
      .toHaveLength(1);
    await page.evaluate(() => window.addEventListener("click", (event) => event.preventDefault()));
    await actionBar(page).getByRole("link", { name: layout.common.call }).click();
    expect(await gtagEvents(page)).toContainEqual([
      "event",
      "phone_click",
      expect.objectContaining({ event_label: mainLine.analyticsLabel }),
    ]);
    await expectQuoteHandedOff(page);
    expect(errors).toEqual([]);
  });
});
