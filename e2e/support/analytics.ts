import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import type { Page } from "@playwright/test";

import { servePoliciesFor } from "./csp";

// The shipped config has no measurement ID (so no banner, no script); the tests supply one.
export const testMeasurementId = "G-TEST12345";
export const gtagUrl = `https://www.googletagmanager.com/gtag/js?id=${testMeasurementId}`;

// How the built code spells the sample config's empty ID (the minifier picks the quotes).
const emptyId = /analyticsMeasurementId:(?:""|''|``)/g;

/**
 * The built chunk holding the business config, found by its one empty measurement ID. Stops the
 * test with a clear message if the build no longer has exactly one, so the swap below can never
 * silently miss.
 */
function configChunk(): string {
  const assets = path.resolve("build/client/assets");
  const found = readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .flatMap((file) => {
      const count = readFileSync(path.join(assets, file), "utf8").match(emptyId)?.length ?? 0;
      return Array.from({ length: count }, () => file);
    });
  if (found.length !== 1) {
    throw new Error(`Expected one empty analyticsMeasurementId in build/client/assets, found ${found.length}`);
  }
  return found[0]!;
}

/**
 * Serves the site as if built with the test ID: the config chunk comes with that ID in place of
 * the empty one, and the pages with the policy such a build gets. The shipped code has no hook
 * for tests to set an ID. gtag.js is served as a stand-in, or with `blocked` left to the offline
 * fixture, which aborts it as a blocker or a dead network would. Returns the gtag.js requests.
 */
export async function withAnalytics(
  page: Page,
  { script = "served" }: { script?: "served" | "blocked" } = {},
): Promise<string[]> {
  const requested: string[] = [];
  await servePoliciesFor(page, { analyticsId: testMeasurementId });
  await page.route(`**/assets/${configChunk()}`, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    // The body is handed over decoded, so its encoding and length no longer apply.
    delete headers["content-encoding"];
    delete headers["content-length"];
    const body = (await response.text()).replace(
      emptyId,
      `analyticsMeasurementId:${JSON.stringify(testMeasurementId)}`,
    );
    return route.fulfill({ response, body, headers });
  });
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
