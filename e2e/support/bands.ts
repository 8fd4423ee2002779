import type { Page } from "@playwright/test";

import { wholePageFlag } from "../../app/lib/whole-page";

/**
 * Draws every band of the page now, as the page does itself when a position is restored
 * (app/lib/whole-page.ts, by the same flag). Bands below the hero are otherwise skipped until
 * they near the screen, so a check that reads the whole page's layout in one go (computed sizes)
 * would read placeholders for some and sizes for others.
 */
export async function drawEveryBand(page: Page): Promise<void> {
  await page.evaluate((flag) => {
    document.documentElement.dataset[flag] = "";
  }, wholePageFlag);
}
