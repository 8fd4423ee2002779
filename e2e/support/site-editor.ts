import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * What axe finds wrong inside Decap CMS's own markup, which this site serves as published and
 * cannot change without forking it. Each entry is as narrow as the finding; anything else on
 * the editor's screens fails the test. Check the list again when updating Decap.
 */
const knownInDecap: { rule: string; html: RegExp; reason: string }[] = [
  {
    rule: "landmark-one-main",
    html: /^<html/,
    reason: "Decap's screens have no <main> landmark (best practice, not a WCAG criterion).",
  },
  {
    rule: "page-has-heading-one",
    html: /^<html/,
    reason: "Decap's sign-in and list screens have no level-one heading (best practice).",
  },
  {
    rule: "region",
    html: /./,
    reason: "With no landmarks, all of Decap's content is outside a region (best practice).",
  },
  {
    rule: "color-contrast",
    html: /^<p class="[^"]*ButtonText[^"]*">Go back to site<\/p>$/,
    reason: "Decap's grey 'Go back to site' link on its sign-in screen: 3.4:1 against the background.",
  },
];

/** axe's findings on an editor screen, less the known ones in Decap's markup. */
export async function editorAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes
      .filter((node) => !knownInDecap.some((known) => known.rule === violation.id && known.html.test(node.html)))
      .map((node) => `${violation.id}: ${node.target.join(" ")} ${node.html.slice(0, 120)}`),
  );
}
