import AxeBuilder from "@axe-core/playwright";

import { indexedPages } from "./support/content";
import { expect, phone, test } from "./support/test";

const pages = [...indexedPages.map((page) => page.path), "/no-such-page"];

for (const layout of ["desktop", "phone"] as const) {
  test.describe(`axe at ${layout} size`, () => {
    if (layout === "phone") test.use(phone);
    for (const path of pages) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
          .analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
          [],
        );
      });
    }
  });
}
