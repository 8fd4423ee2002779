import type { Page } from "@playwright/test";

import { stubMapTiles } from "./support/map-tiles";
import { expect, sitePages, test } from "./support/test";

/** Collects everything the page reports as an error: console errors and uncaught exceptions. */
function recordErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

async function useGallery(page: Page, label: string) {
  const region = page.getByRole("region", { name: label });
  await region.scrollIntoViewIfNeeded();
  const next = region.getByRole("button", { name: "Next image" });
  await expect(next).toHaveAttribute("data-state", "closed");
  await next.hover();
  await expect(page.getByRole("tooltip", { name: "Next image" })).toBeVisible();
  await next.click();
  await region.getByRole("button", { name: "Previous image" }).click();
  await region.getByRole("button", { name: /^Image 3: / }).click();
  await page.keyboard.press("ArrowRight");
  await expect(region.getByText("4 / ", { exact: false }).first()).toBeVisible();
  return region;
}

test("no page reports an error while every widget on it is used", async ({ page }) => {
  test.slow();
  const errors = recordErrors(page);
  await stubMapTiles(page);

  for (const { path } of sitePages) {
    await page.goto(path);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

    if (path === "/drives-and-landscapes") await useGallery(page, "Project gallery");

    if (path === "/exterior-cleaning") {
      const region = await useGallery(page, "Before and after gallery");
      const slider = region.getByRole("slider");
      await slider.focus();
      await page.keyboard.press("End");
      await page.keyboard.press("PageDown");
      const box = (await slider.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x - 120, box.y + box.height / 2, { steps: 4 });
      await page.mouse.up();
      await expect(slider).not.toHaveAttribute("aria-valuenow", "80");
    }

    if (path === "/about") {
      const map = page.getByRole("application", { name: "Map of our base in High Wycombe" });
      await map.scrollIntoViewIfNeeded();
      await expect(page.getByRole("button", { name: "Set exact location" })).toBeEnabled();
      await page.getByRole("button", { name: "Zoom in" }).click();
      await page.getByRole("button", { name: "Zoom out" }).hover();
      await expect(page.getByRole("tooltip", { name: "Zoom out" })).toBeVisible();
      await page.getByRole("button", { name: "Set exact location" }).click();
      const box = (await map.boundingBox())!;
      await page.mouse.click(box.x + box.width / 3, box.y + box.height / 3);
      await expect(page.getByRole("button", { name: "Set exact location" })).toBeVisible();
      await map.getByRole("button", { name: "Hartwell Outdoor location marker" }).click();
      await expect(map.locator(".leaflet-popup")).toBeVisible();
      await page.getByRole("button", { name: "Centre the map on the marker" }).click();
    }
  }

  expect(errors).toEqual([]);
});
