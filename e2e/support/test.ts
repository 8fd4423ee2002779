import { type Page, test as base, devices, expect } from "@playwright/test";

export { expect };

/** A mid-range phone, for specs about the narrow layout. */
export const phone = {
  viewport: devices["Pixel 7"].viewport,
  deviceScaleFactor: devices["Pixel 7"].deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: devices["Pixel 7"].userAgent,
};

/** The pages of the menu, in order, with the h1 each one opens with (from the content files). */
export { sitePages } from "./content";

type Fixtures = {
  /** Requests that tried to leave this machine during the test. */
  blockedRequests: string[];
};

/**
 * Every test runs offline: any request that is not to the local server is aborted and recorded,
 * so no test can pass by reaching a CDN, a tile server or analytics.
 */
export const test = base.extend<Fixtures>({
  blockedRequests: async ({ context, baseURL }, use) => {
    const blocked: string[] = [];
    const local = new URL(baseURL ?? "http://localhost").origin;
    await context.route(
      (url) => url.origin !== local && url.protocol !== "data:" && url.protocol !== "blob:",
      (route) => {
        blocked.push(route.request().url());
        return route.abort("blockedbyclient");
      },
    );
    await use(blocked);
  },
  page: async ({ page, blockedRequests: _blocked }, use) => {
    // Pages load their scripts once the hero image is on screen; tests act on the hydrated page,
    // as a visitor would a moment later. Pages without the app (sitemap.xml, no-JS runs) pass at once.
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (!options?.waitUntil || options.waitUntil === "load") await waitForHydration(page);
      return response;
    };
    await use(page);
  },
});

/** Resolves once React has hydrated every element it renders into the body. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    if (!("__reactRouterContext" in window)) return true;
    const rendered = [...document.body.children].filter(
      (element) => !["SCRIPT", "TEMPLATE"].includes(element.tagName) && !(element as HTMLElement).hidden,
    );
    return rendered.every((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$")));
  });
  // Effects run after the commit that attached the last element: give them two frames.
  await page.evaluate(() =>
    "__reactRouterContext" in window
      ? new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      : undefined,
  );
}
