/**
 * The last stage of the content check: what no one file's schema can see on its own, once the
 * facts are filled in: menu labels, description lengths for search results, team members named
 * on the About page.
 */
import { descriptionLength } from "../lib/metadata-builders.ts";

import type { Facts } from "./facts.ts";
import { type Problem, problem } from "./problem-line.ts";
import { type PageContent, pageRegistry } from "./registry.ts";

const contentDir = "content";

/** The problems across files. */
export function crossChecks(pages: Record<string, unknown>, facts: Facts): Problem[] {
  const found: Problem[] = [];
  for (const page of pageRegistry) {
    const meta = (pages[page.id] as { meta?: PageContent<"home">["meta"] } | undefined)?.meta;
    if (!meta) continue;
    const name = `${contentDir}/pages/${page.id}.yml`;
    const indexed = "sitemap" in page;
    // Without the facts, labels and descriptions read short: the missing facts are already reported.
    if (!facts.business || !facts.claims) continue;
    if (page.menu && !meta.menuLabel)
      found.push(problem(name, ["meta", "menuLabel"], "is missing: the menus need a name for this page"));
    const length = meta.description.length;
    const range = indexed ? descriptionLength : { min: 50, max: descriptionLength.max };
    if (length < range.min || length > range.max)
      found.push(
        problem(
          name,
          ["meta", "description"],
          `is ${length} characters: write ${range.min} to ${range.max} so search results show it whole`,
        ),
      );
  }

  const about = pages.about as PageContent<"about"> | undefined;
  const team = facts.business?.team ?? [];
  if (facts.business)
    about?.team.portraits.forEach((portrait, index) => {
      if (!team.some((member) => member.key === portrait.member))
        found.push(
          problem(
            `${contentDir}/pages/about.yml`,
            ["team", "portraits", index, "member"],
            `${JSON.stringify(portrait.member)} is not a team member's key: use one of ${team.map((member) => member.key).join(", ")}`,
          ),
        );
    });
  return found;
}
