// @vitest-environment node
import { describe, expect, it } from "vitest";

import { checkOrder, runSteps, type Step } from "./pipeline.mjs";
import { SiteFiles } from "./site-files.mjs";
import { steps } from "./steps.mjs";

const step = (name: string, fields: Partial<Step> = {}): Step => ({ name, run: async () => {}, ...fields });

describe("checkOrder", () => {
  it("accepts the post-build's own list", () => {
    expect(() => checkOrder(steps)).not.toThrow();
  });

  it("refuses a step listed before the step that gives what it needs, naming both", () => {
    const list = [step("hashes", { needs: ["pages"] }), step("pages", { gives: ["pages"] })];
    expect(() => checkOrder(list)).toThrow(
      'step "hashes" needs "pages", which "pages" gives; list "pages" before "hashes"',
    );
  });

  it("refuses a need that no step gives", () => {
    expect(() => checkOrder([step("hashes", { needs: ["pages"] })])).toThrow('needs "pages", which no step gives');
  });

  it("refuses a step that changes page HTML after a step read it in its final form", () => {
    const list = [step("headers", { final: ["html"] }), step("critical-css", { changes: ["html"] })];
    expect(() => checkOrder(list)).toThrow(
      'step "critical-css" changes page HTML after "headers" has read it in its final form; list "critical-css" before "headers"',
    );
  });

  it("refuses scripts deferred after the Content-Security-Policy hashes are taken", () => {
    const byName = (name: string) => steps.find((entry) => entry.name === name)!;
    const moved = steps.filter((entry) => entry.name !== "defer-scripts");
    moved.splice(moved.indexOf(byName("headers")) + 1, 0, byName("defer-scripts"));
    expect(() => checkOrder(moved)).toThrow('"defer-scripts" changes page HTML after "headers"');
  });

  it("refuses two steps with one name", () => {
    expect(() => checkOrder([step("a"), step("a")])).toThrow('two steps are named "a"');
  });
});

describe("runSteps", () => {
  const context = { buildDirectory: "/nowhere", files: new SiteFiles("/nowhere", []), log: () => {} };

  it("hands each step what earlier steps gave", async () => {
    const seen: unknown[] = [];
    await runSteps(
      [
        step("pages", { gives: ["pages"], run: async () => ({ pages: ["index.html"] }) }),
        step("use", { needs: ["pages"], run: async ({ fromEarlierSteps }) => void seen.push(fromEarlierSteps.pages) }),
      ],
      context,
    );
    expect(seen).toEqual([["index.html"]]);
  });

  it("stops when a step does not give what it declared", async () => {
    await expect(runSteps([step("pages", { gives: ["pages"] })], context)).rejects.toThrow(
      'step "pages" did not give "pages"',
    );
  });

  it("runs nothing when the order is wrong", async () => {
    let ran = false;
    const list = [step("first", { run: async () => void (ran = true) }), step("hashes", { needs: ["pages"] })];
    await expect(runSteps(list, context)).rejects.toThrow();
    expect(ran).toBe(false);
  });
});
