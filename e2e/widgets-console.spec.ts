import type { Page } from "@playwright/test";

import { content } from "./support/content";
import { stubMapTiles } from "./support/map-tiles";
import { expect, sitePages, test } from "./support/test";
import { galleries, useGallery, useMap } from "./support/widgets";

/** Collects everything the page reports as an error: console errors and uncaught exceptions. */
function recordErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("no page reports an error while every widget on it is used", async ({ page }) => {
  test.slow();
  const errors = recordErrors(page);
  await stubMapTiles(page);

  for (const { path } of sitePages) {
    await page.goto(path);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

    const gallery = Object.values(galleries).find((candidate) => candidate.path === path);
    if (gallery) await useGallery(page, gallery);
    if (path === "/about") {
      await useMap(page);
      await page.getByRole("button", { name: content.locationMap.recentre }).click();
    }
  }

  expect(errors).toEqual([]);
});
