// @vitest-environment node
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";

import { type Problem, problemLine } from "../problem-line";
import { parse } from "../schema-check";
import { claimsSchema } from "./claims";

const claims = parseYaml(readFileSync("content/claims.yml", "utf8")) as Record<string, unknown>;

function problemsWith(change: Record<string, unknown>) {
  const found: Problem[] = [];
  parse(claimsSchema, { ...claims, ...change }, "content/claims.yml", found);
  return found.map(problemLine);
}

describe("the figures' years", () => {
  it("take a year written in full, up to this one", () => {
    const thisYear = new Date().getFullYear();
    expect(problemsWith({ foundedYear: 1850 })).toEqual([]);
    expect(problemsWith({ foundedYear: thisYear })).toEqual([]);
  });

  it("name a year written short, and one still to come", () => {
    const next = new Date().getFullYear() + 1;
    expect(problemsWith({ foundedYear: 3 })).toEqual([
      "content/claims.yml: foundedYear: is not a year: write it in full, e.g. 2003",
    ]);
    expect(problemsWith({ cleaningDivisionYear: next })).toEqual([
      `content/claims.yml: cleaningDivisionYear: is after ${next - 1}: write the year it happened`,
    ]);
  });
});
