import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { contentRuleCases } from "../../test-support/content-rules";
import type { ContentSnapshot } from "./check";
import { checkContent, contentSnapshot } from "./load";

import { problemLine } from "./problem-line";

import { newProblems as newProblemsFound } from "./entry-check";

/** The problems a Save is refused for, as their lines. */
const newProblems = (...args: Parameters<typeof newProblemsFound>) => newProblemsFound(...args).map(problemLine);

/**
 * The editor refuses a Save with exactly the line the build gives for the same value: each rule
 * is broken once in the entry being saved (as Decap hands it over, parsed data) and once in a
 * copy of the files on disk (as the build reads them).
 */
let snapshot: ContentSnapshot;
beforeAll(async () => {
  snapshot = await contentSnapshot(process.cwd(), true);
});

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** The build's problems for the content with one file's text replaced. */
async function buildProblems(file: string, text: string) {
  const root = mkdtempSync(path.join(tmpdir(), "save-check-"));
  roots.push(root);
  cpSync("content", path.join(root, "content"), { recursive: true });
  cpSync("app/assets/images", path.join(root, "app/assets/images"), { recursive: true });
  writeFileSync(path.join(root, "content", file), text);
  return (await checkContent(root)).problems.map(problemLine);
}

describe("the editor's check before saving", () => {
  it("lets the content as it is be saved, file by file", () => {
    for (const file of ["business.yml", "claims.yml", "galleries.yml", "layout.yml", "pages/about.yml"]) {
      const data: unknown = parse(readFileSync(path.join("content", file), "utf8"));
      expect(newProblems(snapshot, `content/${file}`, data, new Map())).toEqual([]);
    }
  });

  // A YAML slip cannot come from the editor's form: it writes the YAML itself.
  const formCases = contentRuleCases.filter(([rule]) => !rule.includes("YAML"));

  it.each(formCases)("refuses %s with the build's line", async (_rule, [file, from, to], expected) => {
    const text = readFileSync(path.join("content", file), "utf8").replace(from, to);
    const inEditor = newProblems(snapshot, `content/${file}`, parse(text), new Map());
    expect(inEditor).toContain(expected);
    const atBuild = await buildProblems(file, text);
    expect(atBuild).toContain(expected);
    for (const problem of inEditor) expect(atBuild).toContain(problem);
  });

  it("measures a photo uploaded with the entry, and refuses one too small for its slot", () => {
    const data = parse(readFileSync("content/pages/contact.yml", "utf8")) as { hero: { image: { src: string } } };
    data.hero.image.src = "uploads/gate.jpg";
    const small = new Map([["uploads/gate.jpg", { width: 800, height: 600 }]]);
    expect(newProblems(snapshot, "content/pages/contact.yml", data, small)).toEqual([
      "content/pages/contact.yml: hero.image.src: uploads/gate.jpg is 800x600 pixels: a hero picture needs at least 1600x1200; choose a larger photo (or save one under the same name)",
    ]);
    const large = new Map([["uploads/gate.jpg", { width: 1600, height: 1200 }]]);
    expect(newProblems(snapshot, "content/pages/contact.yml", data, large)).toEqual([]);
  });

  it("leaves a photo it cannot know of to the build, when checking against a build's pictures", () => {
    const data = parse(readFileSync("content/pages/contact.yml", "utf8")) as { hero: { image: { src: string } } };
    data.hero.image.src = "uploads/uploaded-since.jpg";
    const missing = "content/pages/contact.yml: hero.image.src: uploads/uploaded-since.jpg is not in app/assets/images";
    const problems = (complete: boolean) =>
      newProblems({ ...snapshot, complete }, "content/pages/contact.yml", data, new Map());
    expect(problems(true).join("\n")).toContain(missing);
    expect(problems(false)).toEqual([]);
  });

  it("does not hold the owner to a problem another file already had", () => {
    const stale: ContentSnapshot = {
      ...snapshot,
      raw: {
        ...snapshot.raw,
        shared: { ...snapshot.raw.shared, claims: { ...(snapshot.raw.shared.claims as object), rating: 50 } },
      },
    };
    const data: unknown = parse(readFileSync("content/layout.yml", "utf8"));
    expect(newProblems(stale, "content/layout.yml", data, new Map())).toEqual([]);
  });

  it("on a host that refuses sample details, refuses a new one at Save with the host's reason", () => {
    const data = parse(readFileSync("content/business.yml", "utf8")) as { phones: Record<string, { number: string }> };
    const [line] = Object.keys(data.phones);
    const sample = { ...data, phones: { ...data.phones, [line!]: { ...data.phones[line!], number: "01632 960777" } } };
    const real = { ...data, phones: { ...data.phones, [line!]: { ...data.phones[line!], number: "01494 123456" } } };
    const save = (onHost: boolean, entry: unknown) =>
      newProblems({ ...snapshot, refusesSamples: onHost }, "content/business.yml", entry, new Map());
    expect(save(true, sample)).toEqual([
      "content/business.yml: phone 01632 960777 is a sample detail, which the host refuses to publish: write the real one",
    ]);
    expect(save(true, real)).toEqual([]);
    // Under `npm run edit` the samples are what the site is shown with until the owner's own.
    expect(save(false, sample)).toEqual([]);
  });
});
