import { describe, expect, it } from "vitest";

import { problem, problemLine, valueAt } from "./problem-line";

describe("problem lines", () => {
  it("name the file, the field with its list positions counted from 1, and the message", () => {
    const found = problem("content/pages/home.yml", ["hero", "stats", 2, "value"], 'is "8am": write "08:00"');
    expect(found).toEqual({
      file: "content/pages/home.yml",
      keys: ["hero", "stats", 2, "value"],
      message: 'is "8am": write "08:00"',
    });
    expect(problemLine(found)).toBe('content/pages/home.yml: hero.stats[item 3].value: is "8am": write "08:00"');
  });

  it("name only the file for a problem with the whole file", () => {
    expect(problemLine(problem("content/claims.yml", [], "is missing: the site needs this file"))).toBe(
      "content/claims.yml: is missing: the site needs this file",
    );
  });

  it("keep a code only where one is given", () => {
    expect(problem("content/business.yml", ["logo"], "is not there", "picture-not-found").code).toBe(
      "picture-not-found",
    );
    expect(problem("content/business.yml", ["logo"], "is wrong")).not.toHaveProperty("code");
  });

  it("find the value their keys name in a file's data", () => {
    const data = { hero: { stats: [{ value: "30+" }, { value: "8am" }] } };
    expect(valueAt(data, ["hero", "stats", 1, "value"])).toBe("8am");
    expect(valueAt(data, ["hero", "stats", 2, "value"])).toBeUndefined();
    expect(valueAt(data, [])).toBe(data);
  });
});
