import { describe, expect, it } from "vitest";

import { line, parseLine, valueAt } from "./problem-line";

describe("problem lines", () => {
  it("are read back into their file, field and message", () => {
    const written = line("content/pages/home.yml", ["hero", "stats", 2, "value"], 'is "8am": write "08:00"');
    expect(written).toBe('content/pages/home.yml: hero.stats[item 3].value: is "8am": write "08:00"');
    expect(parseLine(written)).toEqual({
      file: "content/pages/home.yml",
      keys: ["hero", "stats", 2, "value"],
      message: 'is "8am": write "08:00"',
    });
  });

  it("keep a line about the whole file whole", () => {
    for (const message of ["is missing: the site needs this file", "line 7, column 9: Nested mappings (check quotes)"])
      expect(parseLine(`content/claims.yml: ${message}`)).toEqual({ file: "content/claims.yml", keys: [], message });
  });

  it("read team keys with a hyphen", () => {
    expect(parseLine("content/business.yml: team[item 2].key: is taken")?.keys).toEqual(["team", 1, "key"]);
    expect(parseLine("content/business.yml: divisions.cleaning-lead: is wrong")?.keys).toEqual([
      "divisions",
      "cleaning-lead",
    ]);
  });

  it("find the value their keys name in a file's data", () => {
    const data = { hero: { stats: [{ value: "30+" }, { value: "8am" }] } };
    expect(valueAt(data, ["hero", "stats", 1, "value"])).toBe("8am");
    expect(valueAt(data, ["hero", "stats", 2, "value"])).toBeUndefined();
    expect(valueAt(data, [])).toBe(data);
  });
});
