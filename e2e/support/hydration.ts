import { expect, type Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page. It is one root, so the mobile menu toggle getting its
 * hydrated-only `aria-expanded` means every component on the page has its handlers.
 */
export async function whenHydrated(page: Page): Promise<void> {
  await expect(page.locator("summary[aria-controls='mobile-menu']")).toHaveAttribute("aria-expanded", "false");
}
