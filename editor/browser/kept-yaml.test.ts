import { readdirSync, readFileSync } from "node:fs";

import { parse } from "yaml";

import { changedLines } from "../../test-support/changed-lines.ts";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { rewriteList } from "../../app/owner/publishing/list-lines.ts";

// The writer remembers the texts it read and wrote in the session: each test starts a new one.
let { keptYaml, writtenInto } = await import("./kept-yaml.ts");
beforeEach(async () => {
  vi.resetModules();
  ({ keptYaml, writtenInto } = await import("./kept-yaml.ts"));
});

const contentFiles = [
  ...readdirSync("content")
    .filter((file) => file.endsWith(".yml"))
    .map((file) => `content/${file}`),
  ...readdirSync("content/pages").map((file) => `content/pages/${file}`),
];
const galleriesText = readFileSync("content/galleries.yml", "utf8");
type Galleries = { projects: Record<string, string>[]; beforeAfter: Record<string, string>[] };
const galleries = () => parse(galleriesText) as Galleries;
const job = {
  caption: "Resin driveway, Marlow",
  alt: "A resin drive",
  image: "projects/resin-drive.jpg",
  focus: "top",
};

describe("the site editor's YAML writer", () => {
  it.each(contentFiles)("writes %s back as it was when nothing changed", (file) => {
    const text = readFileSync(file, "utf8");
    expect(keptYaml.formatter.toFile(keptYaml.formatter.fromFile(text))).toBe(text);
  });

  it("adds a job with the same lines as the job page, whatever order Decap's form gave its fields", () => {
    const fromEditor = galleries();
    fromEditor.projects.unshift(job);
    const fromPage = rewriteList(galleriesText, "projects", [
      { data: { image: job.image, caption: job.caption, alt: job.alt, focus: job.focus } },
      ...galleries().projects.map((_, index) => ({ keep: index })),
    ]);
    expect(writtenInto(galleriesText, fromEditor)).toBe(fromPage.text);
  });

  it("changes a caption on its line, moves and removes a job as its lines", () => {
    const edited = galleries();
    const first = edited.projects[0] as Record<string, string>;
    const before = first.caption;
    first.caption = "Herringbone drive, Penn";
    expect(changedLines(galleriesText, writtenInto(galleriesText, edited))).toEqual({
      removed: [`    caption: "${before}"`],
      added: ['    caption: "Herringbone drive, Penn"'],
    });

    const moved = galleries();
    moved.beforeAfter.unshift(moved.beforeAfter.pop() as Record<string, string>);
    const movedText = writtenInto(galleriesText, moved);
    expect(parse(movedText)).toEqual(moved);
    expect(movedText.split("\n").sort()).toEqual(galleriesText.split("\n").sort());

    const removed = galleries();
    const [gone] = removed.projects.splice(3, 1);
    const removedText = writtenInto(galleriesText, removed);
    expect(parse(removedText)).toEqual(removed);
    expect(changedLines(galleriesText, removedText)).toEqual({
      removed: expect.arrayContaining([`    caption: "${gone?.caption}"`]) as string[],
      added: [],
    });
    expect(changedLines(galleriesText, removedText).removed).toHaveLength(Object.keys(gone ?? {}).length);
  });

  it("saves into the file it read, among others read with the same keys", () => {
    const home = readFileSync("content/pages/home.yml", "utf8");
    const about = readFileSync("content/pages/about.yml", "utf8");
    const data = keptYaml.formatter.fromFile(home) as Record<string, Record<string, unknown>>;
    keptYaml.formatter.fromFile(about);
    const meta = data.meta as Record<string, unknown>;
    meta.title = "A new title";
    const written = keptYaml.formatter.toFile(data);
    const { removed, added } = changedLines(home, written);
    expect([removed.length, added.length]).toEqual([1, 1]);
    expect(added[0]).toContain("A new title");
    expect(parse(written)).toEqual(data);
  });

  it.each([
    ["still empty", {}],
    ["holding its photo only", { image: job.image }],
  ])("adds a job in the list's style when a draft backup wrote the new item %s", (_, draft) => {
    const model = rewriteList(galleriesText, "projects", [
      { data: { image: job.image, caption: job.caption, alt: job.alt } },
      ...galleries().projects.map((_, index) => ({ keep: index })),
    ]).text;
    // Decap backs a draft up through the same format a few seconds after each change, so the
    // writer also sees the list with the added item as it was part way through.
    keptYaml.formatter.fromFile(galleriesText);
    const partWay = galleries();
    partWay.projects.unshift(draft);
    keptYaml.formatter.toFile(partWay);
    const filled = galleries();
    filled.projects.unshift({ caption: job.caption, alt: job.alt, image: job.image });
    expect(changedLines(galleriesText, keptYaml.formatter.toFile(filled))).toEqual(changedLines(galleriesText, model));
  });
});
