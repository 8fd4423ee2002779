import { scriptUrlsInHtml } from "../scripts/js-budget.mjs";

import { content } from "./support/content";
import { expect, sitePages, test } from "./support/test";

// Strings only Leaflet, react-leaflet or the map card's code contain.
const mapFingerprints = ["leaflet-container", "leaflet-pane", content.locationMap.placing, "tile.openstreetmap.org"];

for (const { path } of sitePages.filter((page) => page.path !== "/about")) {
  test(`${path} neither references nor loads Leaflet or the map code`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const referenced = scriptUrlsInHtml(html);
    expect(referenced.length).toBeGreaterThan(0);

    const loaded: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") loaded.push(response.url());
    });
    await page.goto(path);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");

    const urls = [...new Set([...referenced.map((url) => new URL(url, page.url()).href), ...loaded])];
    expect(urls.filter((url) => /leaflet|location-map/.test(url))).toEqual([]);
    for (const url of urls) {
      const body = await (await request.get(url)).text();
      for (const fingerprint of mapFingerprints)
        expect(body.includes(fingerprint), `${url} contains ${fingerprint}`).toBe(false);
    }
  });
}
