// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";
import { parse } from "yaml";

import { buildCostMarkdown, childrenCpuMs, galleriesWithProject } from "./build-cost.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("galleriesWithProject", () => {
  it("puts one new project first and leaves every other entry as it was", () => {
    const text = readFileSync(path.join(root, "content/galleries.yml"), "utf8");
    const before = parse(text) as Record<string, Record<string, string>[]>;
    const after = parse(galleriesWithProject(text, "projects/new.jpg")) as typeof before;
    expect(after.projects?.[0]).toMatchObject({ image: "projects/new.jpg" });
    expect(after.projects?.slice(1)).toEqual(before.projects);
    expect(after.beforeAfter).toEqual(before.beforeAfter);
  });
});

describe("buildCostMarkdown", () => {
  const photo = (bytes: number, width: number, height: number) => ({ bytes, width, height });

  it("gives each build's median and its time above the build without a new job", () => {
    const markdown = buildCostMarkdown({
      date: "2026-11-26",
      load: "1.0 before and 1.2 after on 2 cores",
      rounds: 3,
      rows: [
        { name: "no new job", ms: [50_000, 52_000, 51_000], newEncodings: [0, 0, 0], encodingMs: [] },
        {
          name: "phone's photo",
          ...photo(3_686_400, 4032, 3024),
          ms: [70_000, 69_000, 90_000],
          newEncodings: [9, 9, 9],
          encodingMs: [17_000, 18_000, 16_000],
        },
        {
          name: "prepared photo",
          ...photo(220_160, 1200, 900),
          ms: [52_500, 51_000, 53_000],
          newEncodings: [9, 9, 9],
          encodingMs: [15_000, 15_500, 14_000],
        },
      ],
    });
    expect(markdown).toContain("| no new job | - | 51.0 | - | 0 | - |");
    expect(markdown).toContain("| phone's photo | 4032x3024, 3600 KB | 70.0 | 19.0 | 9 | 17.0 |");
    expect(markdown).toContain("| prepared photo | 1200x900, 215 KB | 52.5 | 1.5 | 9 | 15.0 |");
  });
});

describe("childrenCpuMs", () => {
  it("reads the children's user and system time from bash's times", () => {
    expect(childrenCpuMs("0m0.004s 0m0.002s\n1m2.500s 0m3.250s\n")).toBe(65_750);
  });

  it("stops with a line when there is no children's line", () => {
    expect(() => childrenCpuMs("0m0.004s 0m0.002s\n")).toThrow(/no children's line/);
  });
});
