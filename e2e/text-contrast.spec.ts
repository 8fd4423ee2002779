import AxeBuilder from "@axe-core/playwright";

import { withAnalytics } from "./support/analytics";
import { consentBanner } from "./support/site-chrome";
import { expect, phone, sitePages, test } from "./support/test";

/**
 * Secondary text (`text-ink-soft`) reaches WCAG AAA contrast (7:1) wherever it is drawn: axe's
 * enhanced-contrast rule measures each piece against the background it really sits on, so a
 * background the palette unit test does not list shows up here. Other colours are held to AA by
 * `e2e/accessibility.spec.ts`.
 */
const pages = [...sitePages.map((page) => page.path), "/no-such-page"];

for (const layout of ["desktop", "phone"] as const) {
  test.describe(`secondary text at ${layout} size`, () => {
    if (layout === "phone") test.use(phone);
    for (const path of pages) {
      test(`${path} (with the consent banner) reaches 7:1`, async ({ page }) => {
        await withAnalytics(page);
        await page.goto(path);
        await expect(consentBanner(page)).toBeVisible();
        const inkSoft = await page.evaluate(() => {
          const probe = Object.assign(document.createElement("span"), { className: "text-ink-soft" });
          document.body.append(probe);
          const color = getComputedStyle(probe).color;
          probe.remove();
          return color;
        });
        const results = await new AxeBuilder({ page }).withRules(["color-contrast-enhanced"]).analyze();
        const failing: string[] = [];
        for (const node of results.violations.flatMap((violation) => violation.nodes)) {
          const color = await page
            .locator(node.target.join(" "))
            .first()
            .evaluate((element) => getComputedStyle(element).color);
          if (color === inkSoft) failing.push(`${node.target.join(" ")}: ${node.any[0]?.message ?? ""}`);
        }
        expect(failing).toEqual([]);
        // The rule ran over the secondary text: it is on every page.
        expect(await page.locator(".text-ink-soft").count()).toBeGreaterThan(0);
      });
    }
  });
}
