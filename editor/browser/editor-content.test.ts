// @vitest-environment node
import { readFileSync } from "node:fs";

import { parse } from "yaml";
import { afterEach, describe, expect, it, vi } from "vitest";

import { contentSnapshot } from "../../app/content/load";

import { fetchContent, rememberSave } from "./editor-content";
import { problemLine } from "../../app/content/problem-line";

import { newProblems as newProblemsFound } from "../../app/content/entry-check";

/** The problems a Save is refused for, as their lines. */
const newProblems = (...args: Parameters<typeof newProblemsFound>) => newProblemsFound(...args).map(problemLine);

afterEach(() => vi.unstubAllGlobals());

type Business = { team: { key: string; name: string; role: string }[] };
type About = { team: { portraits: { member: string; portrait: { src: string; alt: string } }[] } };
const read = <Data>(file: string) => parse(readFileSync(`content/${file}`, "utf8")) as Data;

describe("the content the editor checks against", () => {
  it("carries this session's Saves until the host has rebuilt the site", async () => {
    // `/admin/content.json` as a build wrote it, as the live site answers.
    const built = await contentSnapshot(process.cwd(), false);
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify(built)));

    const business = read<Business>("business.yml");
    const keys = business.team.map((member) => member.key).join(", ");
    business.team.push({ key: "apprentice", name: "Sam Hartwell", role: "Apprentice" });
    const about = read<About>("pages/about.yml");
    const index = about.team.portraits.length;
    about.team.portraits.push({ member: "apprentice", portrait: { src: "team/sam.jpg", alt: "Portrait of Sam" } });
    const portrait = new Map([["team/sam.jpg", { width: 800, height: 800 }]]);

    // The About page cannot name a member the business details do not have yet.
    expect(newProblems(await fetchContent(), "content/pages/about.yml", about, portrait)).toEqual([
      `content/pages/about.yml: team.portraits[item ${index + 1}].member: "apprentice" is not a team member's key: use one of ${keys}`,
    ]);
    rememberSave("content/business.yml", business, new Map());
    expect(newProblems(await fetchContent(), "content/pages/about.yml", about, portrait)).toEqual([]);

    rememberSave("content/pages/about.yml", about, portrait);
    const content = await fetchContent();
    expect(content.raw.shared.business).toEqual(business);
    expect(content.raw.pages.about).toEqual(about);
    expect(content.images).toContain("team/sam.jpg");
    expect(content.sizes["team/sam.jpg"]).toEqual({ width: 800, height: 800 });
  });
});
