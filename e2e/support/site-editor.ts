import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

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
    html: /^<(a|button|p) [^>]*class="css-\w+-(AppHeaderButton|AppHeaderSiteLink|SidebarNavLink|CollectionTopDescription|ButtonText)\b/,
    reason:
      "Decap's grey text (#798291 on white or #eff0f4, 3.4 to 3.9:1): inactive header and sidebar links, the site link, collection descriptions, 'Go back to site'.",
  },
  {
    rule: "color-contrast",
    html: /^<(div|span) [^>]*class="css-\w+-(BackStatus-BackStatusChanged|StyledDropdownButton)\b/,
    reason:
      "Decap's entry toolbar while an edit is unsaved: the red 'Unsaved changes' badge and the Publish button's caret text (below 4.5:1).",
  },
  {
    rule: "button-name",
    html: /^<button class="css-\w+-TopBarButton\b/,
    reason: "Decap's icon-only expand and remove buttons on list items and nested objects have no accessible name.",
  },
  {
    rule: "aria-command-name",
    html: /^<div role="button" tabindex="0" aria-disabled="false" aria-roledescription="sortable"/,
    reason: "Decap's drag handles for reordering list items (dnd-kit) have no accessible name.",
  },
];

/**
 * axe's findings on an editor screen once it has loaded, less the known ones in Decap's markup.
 * Decap shows "Loading Entries..." for a moment after a screen appears; checked mid-load, the
 * result would depend on the machine's speed.
 */
export async function editorAxeViolations(page: Page) {
  await expect(page.getByText(/^Loading .*\.\.\.$/)).toHaveCount(0);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes
      .filter((node) => !knownInDecap.some((known) => known.rule === violation.id && known.html.test(node.html)))
      .map((node) => `${violation.id}: ${node.target.join(" ")} ${node.html.slice(0, 120)}`),
  );
}
