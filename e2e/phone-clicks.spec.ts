import type { Locator, Page } from "@playwright/test";

import { allPages, content } from "./support/content";
import { holdScripts, whenHydrated } from "./support/hydration";
import { menuToggle } from "./support/site-chrome";
import { expect, phone, sitePages, test } from "./support/test";

const { main, drives, cleaning } = content.business.phones;
const { call } = content.layout.common;
const paths: Record<string, string> = Object.fromEntries(allPages.map((page) => [page.id, page.path]));

/** The labels each number may send, from the business file (the main number is one of the lines). */
const labelsByNumber: Record<string, string[]> = {};
for (const line of [main, drives, cleaning]) (labelsByNumber[`tel:${line.e164}`] ??= []).push(line.analyticsLabel);

async function phoneClicks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((call) => call[0] === "event" && call[1] === "phone_click")
      .map((call) => (call[2] as { event_label: string }).event_label),
  );
}

/** The line the phone's action bar calls on a page: a division's own line on its page, else the main line. */
const actionBarLine = (path: string) =>
  Object.values(content.business.divisions).find((division) => division.path === path)?.phone ?? main;

/**
 * The label a link must send: the action bar's is its page's line, the rest of the site chrome
 * always uses the main line; elsewhere the number decides.
 */
async function allowedLabels(link: Locator): Promise<string[]> {
  const href = (await link.getAttribute("href")) ?? "";
  const where = await link.evaluate(
    (element, bar) =>
      element.closest(`nav[aria-label="${bar}"]`) ? "bar" : element.closest("header, footer, nav") ? "chrome" : "page",
    content.layout.actionBarLabel,
  );
  if (where === "bar") return [actionBarLine(new URL(link.page().url()).pathname).analyticsLabel];
  const allowed = labelsByNumber[href];
  expect(allowed, `unknown phone link ${href}`).toBeDefined();
  return where === "chrome" && href === `tel:${main.e164}` ? [main.analyticsLabel] : allowed!;
}

/**
 * Taps a link until its tap is counted. A part of a page that takes its code near the screen
 * (components/near-screen-part.tsx) counts taps once that code has arrived, as the rest of the
 * page does once hydrated; each tap sends at most one event.
 */
async function tapUntilCounted(page: Page, link: Locator, tap: (link: Locator) => Promise<void>) {
  await link.scrollIntoViewIfNeeded();
  let sent: string[] = [];
  await expect(async () => {
    const before = await phoneClicks(page);
    await tap(link);
    sent = (await phoneClicks(page)).slice(before.length);
    expect(sent).toHaveLength(1);
  }).toPass();
  return sent[0];
}

async function tapEveryPhoneLink(page: Page, tap: (link: Locator) => Promise<void>) {
  const links = page.locator("a[href^='tel:']");
  let tapped = 0;
  for (const link of await links.all()) {
    if (!(await link.isVisible())) continue;
    expect(await allowedLabels(link)).toContain(await tapUntilCounted(page, link, tap));
    tapped += 1;
  }
  return tapped;
}

async function openPage(page: Page, path: string) {
  // Keep the test on the page: the browser would otherwise hand the tel: link to a dialler, and
  // headless Chromium then delivers no further input to the page. In the capture phase at the
  // window, first of all listeners: a tap on a part whose code is still coming is held back from
  // the page's own listeners (React stops it), and still dials, as plain HTML does.
  await page.addInitScript(() =>
    window.addEventListener(
      "click",
      (event) => {
        if ((event.target as Element | null)?.closest?.("a[href^='tel:']")) event.preventDefault();
      },
      { capture: true },
    ),
  );
  await page.goto(path);
  await whenHydrated(page);
}

test.describe("phone taps send their label", () => {
  for (const { path } of sitePages) {
    test(`every phone link on ${path} (desktop)`, async ({ page }) => {
      await openPage(page, path);
      expect(await tapEveryPhoneLink(page, (link) => link.click())).toBeGreaterThanOrEqual(2);
    });
  }
});

test.describe("phone taps send their label on a phone", () => {
  test.use(phone);

  for (const { path } of sitePages) {
    test(`every phone link on ${path}, including the menu's`, async ({ page }) => {
      await openPage(page, path);
      expect(await tapEveryPhoneLink(page, (link) => link.tap())).toBeGreaterThanOrEqual(2);
      await menuToggle(page).click();
      const menuCall = page.locator("#mobile-menu a[href^='tel:']");
      await menuCall.tap();
      expect((await phoneClicks(page)).at(-1)).toBe(main.analyticsLabel);
    });
  }
});

// The rule above accepts either label for the main number outside the site chrome; these pin
// down which one each kind of button sends: general calls the main line, line buttons their line.
const { divisions } = content.business;
const expectedLabels = [
  { path: paths.home!, name: main.display, label: main.analyticsLabel },
  { path: paths.contact!, name: `${call} ${main.display}`, label: main.analyticsLabel },
  {
    path: paths.contact!,
    name: `${divisions.drives.name} ${divisions.drives.phone.display}`,
    label: divisions.drives.phone.analyticsLabel,
  },
  {
    path: paths.contact!,
    name: `${divisions.cleaning.name} ${divisions.cleaning.phone.display}`,
    label: divisions.cleaning.phone.analyticsLabel,
  },
  ...[divisions.drives, divisions.cleaning].map(({ path, phone: line }) => ({
    path,
    name: `${call} ${line.display}`,
    label: line.analyticsLabel,
  })),
];

test.describe("which label a call button sends", () => {
  for (const { path, name, label } of expectedLabels) {
    test(`${name} on ${path} sends "${label}"`, async ({ page }) => {
      await openPage(page, path);
      const link = page.getByRole("main").getByRole("link", { name, exact: true }).first();
      expect(await tapUntilCounted(page, link, (target) => target.click())).toBe(label);
    });
  }
});

test.describe("the action bar's call button on a phone", () => {
  test.use(phone);

  for (const { path } of sitePages) {
    const line = actionBarLine(path);
    test(`on ${path} dials ${line.display} and sends "${line.analyticsLabel}"`, async ({ page }) => {
      await openPage(page, path);
      const callLink = page
        .getByRole("navigation", { name: content.layout.actionBarLabel })
        .getByRole("link", { name: call, exact: true });
      await expect(callLink).toHaveAttribute("href", `tel:${line.e164}`);
      expect(await tapUntilCounted(page, callLink, (target) => target.tap())).toBe(line.analyticsLabel);
    });
  }
});

test.describe("the contact page's details below the form", () => {
  test.use(phone);

  test("take their code as they come near the screen, then count calls by line", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await openPage(page, paths.contact!);
    await page.waitForLoadState("networkidle");
    const line = divisions.cleaning;
    const link = page.getByRole("main").getByRole("link", { name: `${line.name} ${line.phone.display}`, exact: true });
    const below = await link.evaluate((element) => element.getBoundingClientRect().top > 2 * innerHeight);
    test.skip(!below, "the details start within two screens of the top, so their code comes at once");
    const loadedAtFirst = scripts.length;
    // As a visitor scrolls down to the card: its code is asked for on the way, before the tap.
    await link.scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.length).toBeGreaterThan(loadedAtFirst);
    await page.waitForLoadState("networkidle");
    expect(await tapUntilCounted(page, link, (target) => target.tap())).toBe(line.phone.analyticsLabel);
    expect(scripts.length).toBeGreaterThan(loadedAtFirst);
  });
});

test.describe("a click that comes before its part's code", () => {
  test.use(phone);

  test("leaves the part's links working: the next tap, once the code has come, is counted", async ({ page }) => {
    await openPage(page, paths.contact!);
    const line = divisions.drives;
    const link = page.getByRole("main").getByRole("link", { name: `${line.name} ${line.phone.display}`, exact: true });
    // As on a slow connection: the details' code is asked for as they near, and is still on its way at the tap.
    const release = await holdScripts(page);
    await link.scrollIntoViewIfNeeded();
    await link.click();
    release();
    expect(await tapUntilCounted(page, link, (target) => target.click())).toBe(line.phone.analyticsLabel);
  });
});
