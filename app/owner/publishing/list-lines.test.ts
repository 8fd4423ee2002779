import { readFileSync } from "node:fs";

import { parse } from "yaml";

import { changedLines } from "../../../test-support/changed-lines";
import { describe, expect, it } from "vitest";

import { type ListChange, rewriteList } from "./list-lines";
import { sameData } from "./same-data";

const galleriesText = readFileSync("content/galleries.yml", "utf8");
const projects = (parse(galleriesText) as { projects: Record<string, string>[] }).projects;
const keepAll = (): ListChange[] => projects.map((_, index) => ({ keep: index }));

const job = {
  image: "projects/resin-drive.jpg",
  caption: "Resin driveway, Marlow",
  alt: "A resin drive",
  focus: "top",
};

describe("a list edited line by line", () => {
  it("adds an item with only its own lines, keys and quotes as the other items write them", () => {
    const { text, data } = rewriteList(galleriesText, "projects", [{ data: job }, ...keepAll()]);
    expect(parse(text)).toEqual(data);
    expect(changedLines(galleriesText, text)).toEqual({
      removed: [],
      added: [
        "  - image: projects/resin-drive.jpg",
        '    caption: "Resin driveway, Marlow"',
        '    alt: "A resin drive"',
        "    focus: top",
      ],
    });
  });

  it("changes one key of an item on its one line", () => {
    const [first] = projects;
    const changes = keepAll();
    changes[0] = { data: { ...first, caption: "Herringbone drive, Penn" }, replaces: 0 };
    const { text } = rewriteList(galleriesText, "projects", changes);
    expect(changedLines(galleriesText, text)).toEqual({
      removed: [`    caption: "${first?.caption}"`],
      added: ['    caption: "Herringbone drive, Penn"'],
    });
  });

  it("moves an item as its lines, and removes one as its lines", () => {
    const moved = keepAll();
    const [third] = moved.splice(2, 1);
    moved.unshift(third as ListChange);
    const { text } = rewriteList(galleriesText, "projects", moved);
    expect((parse(text) as { projects: unknown[] }).projects[0]).toEqual(projects[2]);
    expect(text.split("\n").sort()).toEqual(galleriesText.split("\n").sort());

    const removed = rewriteList(galleriesText, "projects", keepAll().slice(1));
    expect(changedLines(galleriesText, removed.text).added).toEqual([]);
    expect(changedLines(galleriesText, removed.text).removed).toHaveLength(3);
  });

  it("quotes a value the items' plain style cannot hold, and keeps comments elsewhere", () => {
    const file = "# Kept.\nlist:\n  - name: a\n\n# Also kept.\nother: 1\n";
    const { text, data } = rewriteList(file, "list", [{ keep: 0 }, { data: { name: "b: #c" } }]);
    expect(text).toBe('# Kept.\nlist:\n  - name: a\n  - name: "b: #c"\n\n# Also kept.\nother: 1\n');
    expect(parse(text)).toEqual(data);
  });

  it("writes a list it cannot edit by its lines whole, with the right data", () => {
    const { text, data } = rewriteList("list: [a, b]\n", "list", [{ keep: 1 }, { data: { c: 1 } }]);
    expect(parse(text)).toEqual({ list: ["b", { c: 1 }] });
    expect(data).toEqual({ list: ["b", { c: 1 }] });
  });

  it("writes such a file whole in block style, which the build reads as the same data", () => {
    const file = 'list: [a, {b: "x: #y", c: [1, true, null]}]\nother: {"two words": "\\n line", empty: [], none: {}}\n';
    const { text, data } = rewriteList(file, "list", [{ keep: 1 }, { data: { d: 2.5, e: "2024-05-01" } }]);
    expect(parse(text)).toEqual(data);
    expect(text.split("\n").filter((line) => /[[{]/.test(line) && !/(\[\]|\{\})$/.test(line))).toEqual([]);
    expect(text).toContain('  - b: "x: #y"\n    c:\n      - 1\n');
  });

  it("writes a value that is not text on its key's line, as the build reads it", () => {
    const { text, data } = rewriteList(galleriesText, "projects", [
      { data: { ...job, rank: 3, tags: ["a b"] } },
      ...keepAll(),
    ]);
    expect(changedLines(galleriesText, text).added).toEqual(
      expect.arrayContaining(["    rank: 3", '    tags: ["a b"]']),
    );
    expect(parse(text)).toEqual(data);
  });

  it("compares data whatever the keys' order", () => {
    expect(sameData({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
  });
});
