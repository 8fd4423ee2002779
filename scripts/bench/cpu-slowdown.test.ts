// @vitest-environment node
import { describe, expect, it } from "vitest";

import {
  chooseCpuSlowdown,
  midRangeIndexPerSlowdown,
  midRangeSlowdownFor,
  slowdownFor,
  targetIndexPerSlowdown,
} from "./cpu-slowdown.mjs";

describe("the bench's CPU slowdown", () => {
  it("brings the machine's benchmarkIndex to the targets' measure, never below Lighthouse's 4x", () => {
    expect(slowdownFor(1200)).toBe(4);
    expect(slowdownFor(800)).toBe(4);
    expect(slowdownFor(1201)).toBe(5);
    expect(slowdownFor(2682)).toBe(9);
    for (const index of [1500, 2682, 4100])
      expect(index / slowdownFor(index)).toBeLessThanOrEqual(targetIndexPerSlowdown);
  });

  it("brings it near a mid-range phone's for the taps, never slower than one and never below 4x", () => {
    expect(midRangeSlowdownFor(2743)).toBe(4);
    expect(midRangeSlowdownFor(1500)).toBe(4);
    expect(midRangeSlowdownFor(3600)).toBe(6);
    expect(midRangeSlowdownFor(4100)).toBe(6);
    for (const index of [2743, 3600, 4100])
      expect(index / midRangeSlowdownFor(index)).toBeGreaterThanOrEqual(midRangeIndexPerSlowdown);
  });

  it("measures the machine only when a slowdown is not set by hand", async () => {
    let measured = 0;
    const measure = async () => {
      measured += 1;
      return 2682;
    };
    expect(await chooseCpuSlowdown({}, measure)).toEqual({ slowdown: 9, midRange: 4, benchmarkIndex: 2682 });
    expect(await chooseCpuSlowdown({ BENCH_CPU_SLOWDOWN: "6", BENCH_MID_CPU_SLOWDOWN: "3" }, measure)).toEqual({
      slowdown: 6,
      midRange: 3,
    });
    expect(measured).toBe(1);
    expect(await chooseCpuSlowdown({ BENCH_CPU_SLOWDOWN: "6" }, measure)).toEqual({
      slowdown: 6,
      midRange: 4,
      benchmarkIndex: 2682,
    });
    expect(measured).toBe(2);
  });

  it("refuses a slowdown that is not a number from 1 up", async () => {
    const measure = async () => 1000;
    await expect(chooseCpuSlowdown({ BENCH_CPU_SLOWDOWN: "fast" }, measure)).rejects.toThrow(
      'BENCH_CPU_SLOWDOWN is "fast": give a number from 1 up',
    );
    await expect(chooseCpuSlowdown({ BENCH_CPU_SLOWDOWN: "0.5" }, measure)).rejects.toThrow(/from 1 up/);
    await expect(chooseCpuSlowdown({ BENCH_MID_CPU_SLOWDOWN: "x" }, measure)).rejects.toThrow(
      'BENCH_MID_CPU_SLOWDOWN is "x": give a number from 1 up',
    );
  });
});
