// @vitest-environment node
import { describe, expect, it } from "vitest";

import { kindOf, longTasks, mainThreadSample } from "./long-tasks.mjs";

const event = (name: string, ts: number, dur: number, url?: string) => ({
  name,
  ph: "X",
  ts,
  dur,
  pid: 1,
  tid: 1,
  args: url ? { data: { url } } : {},
});

describe("long tasks", () => {
  it("name the work by the script's file or the renderer's step", () => {
    expect(kindOf(event("EvaluateScript", 0, 1, "http://localhost/assets/framework-DeOj5g47.js"))).toBe(
      "script: React, React DOM, React Router",
    );
    expect(kindOf(event("FunctionCall", 0, 1, "http://localhost/assets/shell-DeJS6skF.js"))).toBe("script: shell");
    expect(kindOf(event("UpdateLayoutTree", 0, 1))).toBe("style");
    expect(kindOf(event("RunTask", 0, 1))).toBeUndefined();
  });

  it("keep tasks over 50 ms and split each into its kinds of work, each counted once", () => {
    const framework = "http://localhost/assets/framework-DeOj5g47.js";
    const tasks = longTasks([
      event("RunTask", 0, 40_000),
      event("RunTask", 100_000, 120_000),
      event("EvaluateScript", 100_000, 80_000, framework),
      event("Layout", 150_000, 20_000),
      event("UpdateLayoutTree", 190_000, 30_000),
    ]);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]?.blocking).toBe(70);
    expect(Object.fromEntries(tasks[0]?.byKind ?? [])).toEqual({
      "script: React, React DOM, React Router": 60,
      layout: 20,
      style: 30,
    });
  });
});

describe("a load's main thread", () => {
  it("sums its long tasks' blocking and their work by kind, every script as one", () => {
    const tasks = longTasks([
      event("RunTask", 0, 80_000),
      event("EvaluateScript", 1000, 30_000, "http://localhost/assets/framework-DeOj5g47.js"),
      event("UpdateLayoutTree", 40_000, 20_000),
      event("RunTask", 100_000, 120_000),
      event("FunctionCall", 101_000, 40_000, "http://localhost/assets/home-AbCdEf12.js"),
      event("Layout", 150_000, 30_000),
      event("Paint", 190_000, 10_000),
      event("RunTask", 300_000, 20_000),
    ]);
    expect(mainThreadSample(tasks)).toEqual({
      longTasks: 2,
      blocking: 100,
      script: 70,
      style: 20,
      layout: 30,
      paint: 10,
    });
  });
});
