import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The lint rule that keeps test hooks out of the shipped site: checked on samples, so the rule
 * cannot quietly stop matching (a renamed selector, a changed file pattern).
 */
const eslint = new ESLint();

async function restricted(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message);
}

// The first lint loads the TypeScript parser and every plugin: seconds on a busy machine.
describe("no test hooks in app/", { timeout: 30_000 }, () => {
  it.each([
    [
      "a window global for tests",
      "export const id = (window as unknown as { __gaMeasurementIdForTests?: string }).__gaMeasurementIdForTests;\n",
    ],
    ["a setter for tests", "export function setEndpointForTests(url: string) {\n  return url;\n}\n"],
    [
      "a test-support import",
      'import { anyText } from "../../test-support/arbitraries";\n\nexport const text = anyText;\n',
    ],
  ])("rejects %s in site code", async (_name, code) => {
    expect(await restricted(code, "app/lib/sample.ts")).not.toEqual([]);
  });

  it("leaves ordinary site code and test files alone", async () => {
    expect(await restricted("export const testimonials = [];\n", "app/lib/sample.ts")).toEqual([]);
    expect(
      await restricted(
        'import { anyText } from "../../test-support/arbitraries";\n\nexport const t = anyText;\n',
        "app/lib/sample.test.ts",
      ),
    ).toEqual([]);
  });
});
