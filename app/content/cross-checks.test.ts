// @vitest-environment node
import { describe, expect, it } from "vitest";

import { crossChecks as crossCheckProblems } from "./cross-checks";
import { loadContent } from "./load";
import { problemLine } from "./problem-line";

/** The problems across files, as their lines. */
const crossChecks = (...args: Parameters<typeof crossCheckProblems>) => crossCheckProblems(...args).map(problemLine);

const { content } = loadContent(process.cwd());
const facts = { business: content.business, claims: content.claims };

describe("checks across files", () => {
  it("finds nothing in the content as it is", () => {
    expect(crossChecks(content.pages, facts)).toEqual([]);
  });

  it("names a menu page without a menu label, and a description search results would cut", () => {
    const contact = {
      ...content.pages.contact,
      meta: { ...content.pages.contact.meta, menuLabel: undefined, description: "Call us." },
    };
    expect(crossChecks({ ...content.pages, contact }, facts)).toEqual([
      "content/pages/contact.yml: meta.menuLabel: is missing: the menus need a name for this page",
      "content/pages/contact.yml: meta.description: is 8 characters: write 120 to 160 so search results show it whole",
    ]);
  });

  it("names a portrait of someone who is not in the team", () => {
    const about = content.pages.about;
    const portraits = [{ ...about.team.portraits[0]!, member: "graham" }];
    const keys = content.business.team.map((member) => member.key).join(", ");
    expect(crossChecks({ ...content.pages, about: { ...about, team: { ...about.team, portraits } } }, facts)).toEqual([
      `content/pages/about.yml: team.portraits[item 1].member: "graham" is not a team member's key: use one of ${keys}`,
    ]);
  });
});
