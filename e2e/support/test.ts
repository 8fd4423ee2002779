import { test as base, devices, expect } from "@playwright/test";

export { expect };

/** A mid-range phone, for specs about the narrow layout. */
export const phone = {
  viewport: devices["Pixel 7"].viewport,
  deviceScaleFactor: devices["Pixel 7"].deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: devices["Pixel 7"].userAgent,
};

/** The five pages in menu order, with the h1 each one opens with. */
export const sitePages = [
  { path: "/", label: "Home", h1: "Transform Your Outdoor Space" },
  { path: "/drives-and-landscapes", label: "Drives & Landscapes", h1: /Driveways, Patios/ },
  { path: "/exterior-cleaning", label: "Exterior Cleaning", h1: /Exterior Cleaning/ },
  { path: "/about", label: "About", h1: /About/ },
  { path: "/contact", label: "Contact", h1: /Free Quote/ },
] as const;

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
    await use(page);
  },
});
