import type { Page } from "@playwright/test";

import { servePoliciesFor } from "./csp";

// The shipped config has no measurement ID (so no banner, no script); the tests supply one.
export const testMeasurementId = "G-TEST12345";
export const gtagUrl = `https://www.googletagmanager.com/gtag/js?id=${testMeasurementId}`;

/**
 * Defines the test ID before the page's scripts run and serves the pages with the policy a build
 * with that ID gets. gtag.js is served as a stand-in, or with `blocked` left to the offline
 * fixture, which aborts it as a blocker or a dead network would. Returns the gtag.js requests.
 */
export async function withAnalytics(
  page: Page,
  { script = "served" }: { script?: "served" | "blocked" } = {},
): Promise<string[]> {
  const requested: string[] = [];
  await servePoliciesFor(page, { analyticsId: testMeasurementId });
  await page.addInitScript((id) => {
    (window as unknown as { __gaMeasurementIdForTests: string }).__gaMeasurementIdForTests = id;
  }, testMeasurementId);
  await page.route("https://www.googletagmanager.com/**", (route) => {
    requested.push(route.request().url());
    if (script === "blocked") return route.fallback();
    return route.fulfill({ contentType: "text/javascript", body: "window.__gtagLoaded = true;" });
  });
  return requested;
}

/** The `gtag("event", ...)` calls queued in `dataLayer`, whether or not gtag.js loaded. */
export async function gtagEvents(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((call) => call[0] === "event"),
  );
}
