// @vitest-environment node
import { describe, expect, it } from "vitest";

import { fillFacts, placeholders, resolve, type ResolveContext } from "./facts";
import { problemLine } from "./problem-line";
import { loadContent } from "./load";
import { PageLink } from "./schema/refs";

const { business, claims } = loadContent(process.cwd()).content;
const facts = { business, claims };

function fill(text: string) {
  const problems: string[] = [];
  return { text: fillFacts(text, facts, (problem) => problems.push(problem)), problems };
}

describe("filling in facts", () => {
  it("fills business details, figures and team facts, and unwraps names written with digits", () => {
    const founder = business.team[0]!;
    expect(fill("{business.name} since {claims.foundedYear}, led by {team." + founder.key + ".firstName}")).toEqual({
      text: `${business.name} since ${claims.foundedYear}, led by ${founder.name.split(" ")[0]}`,
      problems: [],
    });
    expect(fill("{name:MOT Type 1} sub-base").text).toBe("MOT Type 1 sub-base");
  });

  it("joins a list of towns with commas and a last 'and', or commas alone when asked", () => {
    const towns = business.towns;
    expect(fill("{business.towns}").text).toBe(`${towns.slice(0, -1).join(", ")} and ${towns.at(-1)}`);
    expect(fill("{business.towns.commas}").text).toBe(towns.join(", "));
  });

  it("keeps an unknown placeholder as written and says which one was meant", () => {
    expect(fill("within {claims.responsehours} hours")).toEqual({
      text: "within {claims.responsehours} hours",
      problems: ["{claims.responsehours} is not a figure in content/claims.yml (did you mean {claims.responseHours}?)"],
    });
  });

  it("turns a page link into its path, and names the pages when it names none", () => {
    const context: ResolveContext = {
      file: "content/layout.yml",
      facts,
      problems: [],
      images: [],
      pagePaths: new Map([["about", "/about"]]),
    };
    expect(resolve({ link: new PageLink("about") }, [], context)).toEqual({ link: "/about" });
    resolve({ link: new PageLink("careers") }, [], context);
    expect(context.problems.map(problemLine)).toEqual([
      'content/layout.yml: link: "careers" is not a page: use one of about',
    ]);
  });
});

describe("the placeholders an owner may use", () => {
  it("lists every fact with what it reads, and each one fills in to that", () => {
    const found = placeholders(facts);
    const all = [...found.business, ...found.claims, ...found.team];
    expect(all.map((each) => each.name)).toEqual(
      expect.arrayContaining([
        "{business.name}",
        "{business.phones.main}",
        "{business.towns.commas}",
        "{claims.foundedYear}",
      ]),
    );
    expect(found.business.find((each) => each.name === "{business.name}")?.value).toBe(business.name);
    expect(found.team.map((each) => each.name)).toContain(`{team.${business.team[0]!.key}.firstName}`);
    for (const { name, value } of all) expect(fill(name), name).toEqual({ text: value, problems: [] });
  });

  it("lists no group of facts, and nothing without a value", () => {
    const names = Object.values(placeholders(facts)).flat();
    for (const { name, value } of names) {
      expect(value, name).not.toBe("");
      expect(name, name).not.toMatch(/^\{business\.team/);
    }
  });
});
