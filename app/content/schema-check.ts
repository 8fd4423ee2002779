/**
 * The first stage of the content check: a file's data against its schema, each issue as the fix
 * an editor needs.
 */
import * as v from "valibot";

import { type Problem, problem } from "./problem-line.ts";

const expectedWords: Record<string, string> = {
  string: "text",
  number: "a number",
  boolean: "yes or no",
  Array: "a list",
  Object: "a group of fields",
};

function describeValue(value: unknown) {
  if (Array.isArray(value)) return "a list";
  if (value === null) return "empty";
  if (typeof value === "object") return "a group of fields";
  return JSON.stringify(value);
}

/** A schema issue as the fix an editor needs. */
function issueMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.kind === "schema") {
    if (issue.type === "strict_object" && issue.expected === "never")
      return "is not a field here: remove it or check its spelling";
    if (issue.input === undefined) return "is missing";
    if (issue.type === "picklist" || issue.type === "literal" || issue.type === "union") return issue.message;
    const expected = issue.expected?.split(" | ").map((word) => expectedWords[word] ?? word) ?? [];
    if (expected.length && !issue.message.startsWith("Invalid"))
      return issue.message.includes(" ") ? issue.message : `should be ${expected.join(" or ")}`;
    return `should be ${expected.join(" or ")}, not ${describeValue(issue.input)}`;
  }
  return issue.message;
}

export function parse<Schema extends v.GenericSchema>(
  schema: Schema,
  data: unknown,
  name: string,
  problems: Problem[],
): v.InferOutput<Schema> | undefined {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  for (const issue of result.issues) {
    const keys = (issue.path ?? []).map((item) => item.key as string | number);
    problems.push(problem(name, keys, issueMessage(issue)));
  }
  return undefined;
}
