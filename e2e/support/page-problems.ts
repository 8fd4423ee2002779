import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The page's accessibility problems, by axe, and how far it scrolls sideways at the screen's width. */
export async function pageProblems(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return {
    violations: results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    sideways: await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  };
}
