import { expect, type Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page. It is one root, so the mobile menu toggle getting its
 * hydrated-only `aria-expanded` means every component on the page has its handlers.
 */
export async function whenHydrated(page: Page): Promise<void> {
  await expect(page.locator("summary[aria-controls='mobile-menu']")).toHaveAttribute("aria-expanded", "false");
}

/**
 * Holds every script the page asks for from now on, as a slow connection would, until the
 * returned function is called; the parts of a hydrated page that load their code later (a
 * gallery, the map) stay as the prerender drew them meanwhile.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}
