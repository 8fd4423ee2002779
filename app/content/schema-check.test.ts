import * as v from "valibot";
import { describe, expect, it } from "vitest";

import { type Problem, problemLine } from "./problem-line";
import { parse } from "./schema-check";

const schema = v.strictObject({ name: v.string(), count: v.number(), tags: v.array(v.string()) });

function problems(data: unknown) {
  const found: Problem[] = [];
  parse(schema, data, "content/example.yml", found);
  return found.map(problemLine);
}

describe("a file against its schema", () => {
  it("returns the data when it fits", () => {
    const found: Problem[] = [];
    expect(parse(schema, { name: "a", count: 1, tags: [] }, "content/example.yml", found)).toEqual({
      name: "a",
      count: 1,
      tags: [],
    });
    expect(found).toEqual([]);
  });

  it("says in plain words what is missing, misspelt or of the wrong kind", () => {
    expect(problems({ name: "a", cuont: 1, tags: "x" })).toEqual([
      "content/example.yml: count: is missing",
      'content/example.yml: tags: should be a list, not "x"',
      "content/example.yml: cuont: is not a field here: remove it or check its spelling",
    ]);
  });
});
