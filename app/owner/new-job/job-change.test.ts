import { readFileSync } from "node:fs";

import { parse } from "yaml";
import { beforeAll, describe, expect, it } from "vitest";

import type { ContentSnapshot } from "~/content/check";
import { contentSnapshot } from "~/content/load";

import { changedLines } from "../../../test-support/changed-lines";
import { galleriesFile } from "./job";
import { type GalleryItem, type JobChange, photosLeft } from "./job-change";
import { galleriesChange } from "./job-change-edit";

const text = readFileSync(galleriesFile, "utf8");
type Galleries = { projects: GalleryItem[]; beforeAfter: GalleryItem[] };
const galleries = parse(text) as Galleries;
const [first = {}, second = {}] = galleries.projects;
const pair = galleries.beforeAfter[1] ?? {};

let content: ContentSnapshot;
beforeAll(async () => {
  content = { ...(await contentSnapshot(process.cwd(), true)), refusesSamples: false };
});

function edited(change: JobChange, from = text) {
  const result = galleriesChange(content, change, from);
  if (result.outcome !== "edited") throw new Error(`not edited: ${JSON.stringify(result)}`);
  return result;
}

describe("a change to a job already in a gallery", () => {
  it("changes its caption on its one line", () => {
    const change: JobChange = {
      kind: "projects",
      was: first,
      item: { ...first, caption: "Fixed caption, Penn" },
      position: 0,
    };
    expect(changedLines(text, edited(change).text)).toEqual({
      removed: [`    caption: "${String(first.caption)}"`],
      added: ['    caption: "Fixed caption, Penn"'],
    });
  });

  it("moves it as its lines, found by its photos though the file changed meanwhile", () => {
    const meanwhile = text.replace(String(second.caption), "Edited elsewhere");
    const moved = edited({ kind: "projects", was: first, item: first, position: 2 }, meanwhile);
    const projects = (parse(moved.text) as Galleries).projects;
    expect(projects[2]).toEqual(first);
    expect(projects[0]?.caption).toBe("Edited elsewhere");
    expect(moved.text.split("\n").sort()).toEqual(meanwhile.split("\n").sort());
  });

  it("keeps an edit made elsewhere to the same job since the phone read it", () => {
    const meanwhile = text.replace(`alt: "${String(first.alt)}"`, 'alt: "Described in the site editor"');
    const change: JobChange = {
      kind: "projects",
      was: first,
      item: { ...first, caption: "Fixed on the phone, Penn" },
      position: 0,
    };
    const projects = (parse(edited(change, meanwhile).text) as Galleries).projects;
    expect(projects[0]).toEqual({ ...first, caption: "Fixed on the phone, Penn", alt: "Described in the site editor" });
  });

  it("changes nothing when a field the phone changed was changed elsewhere too since the phone read it", () => {
    const meanwhile = text.replace(`caption: "${String(first.caption)}"`, 'caption: "Recaptioned in the site editor"');
    const change: JobChange = {
      kind: "projects",
      was: first,
      item: { ...first, caption: "Fixed on the phone, Penn" },
      position: 0,
    };
    expect(galleriesChange(content, change, meanwhile)).toEqual({ outcome: "missing" });
  });

  it("takes it down as its lines, and names its photos to remove", () => {
    const change: JobChange = { kind: "beforeAfter", was: pair, position: 1 };
    const { removed, added } = changedLines(text, edited(change).text);
    expect(added).toEqual([]);
    expect(removed).toHaveLength(Object.keys(pair).length);
    expect(photosLeft(content, change)).toEqual([
      `app/assets/images/${String(pair.before)}`,
      `app/assets/images/${String(pair.after)}`,
    ]);
  });

  it("keeps a photo taken down that the content shows elsewhere", () => {
    const twin = { ...first, caption: "Same photo" };
    const shown = {
      ...content,
      raw: { ...content.raw, shared: { ...content.raw.shared, galleries: { ...galleries, projects: [first, twin] } } },
    };
    expect(photosLeft(shown, { kind: "projects", was: first, position: 0 })).toEqual([]);
  });

  it("says so when done already, or when the job is gone, and refuses what the build would", () => {
    expect(galleriesChange(content, { kind: "projects", was: first, item: first, position: 0 }, text).outcome).toBe(
      "listed",
    );
    const gone = { ...first, image: "projects/not-there.jpg" };
    expect(galleriesChange(content, { kind: "projects", was: gone, item: gone, position: 0 }, text).outcome).toBe(
      "missing",
    );
    expect(galleriesChange(content, { kind: "projects", was: gone, position: 0 }, text).outcome).toBe("listed");
    const empty = galleriesChange(
      content,
      { kind: "projects", was: first, item: { ...first, caption: " " }, position: 0 },
      text,
    );
    expect(empty.outcome).toBe("refused");
  });
});
