import type { Page } from "@playwright/test";

/**
 * Draws every band of the page now, as each is drawn once it nears the screen. Bands below the
 * hero are otherwise skipped until then (docs/decisions/081), so a check that reads the whole
 * page's layout in one go (colour contrast over its backgrounds, computed sizes) would read
 * placeholders. Set from script, so the page's style policy allows it.
 */
export async function drawEveryBand(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("main section"))
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
  });
}
