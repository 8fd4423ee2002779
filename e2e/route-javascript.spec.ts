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

// What V8 reads, spelt out here rather than taken from vite.config.ts, so a misspelling there fails:
// a script that opens with it is compiled as it streams in (decision 170).
const compiledAsItStreams = "//# allFunctionsCalledOnLoad";

test("of the scripts a page runs at start, only the framework's chunk asks to be compiled as it streams in", async ({
  page,
}) => {
  const firstLines = new Map<string, Promise<string>>();
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    firstLines.set(
      response.url(),
      response.text().then((text) => text.split("\n", 1)[0] ?? ""),
    );
  });
  // The test's page waits until React has hydrated the page: every script it starts with has run.
  await page.goto("/");
  const framework = /\/framework-[\w-]+\.js$/;
  expect([...firstLines.keys()].filter((url) => framework.test(url))).toHaveLength(1);
  for (const [url, firstLine] of firstLines)
    expect((await firstLine) === compiledAsItStreams, url).toBe(framework.test(url));
});
