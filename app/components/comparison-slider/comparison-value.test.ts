import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { clampPercent, percentAt, valueAfterKey } from "./comparison-value";

describe("comparison slider value", () => {
  it("moves by a step on arrows, a page on PageUp/PageDown, and to the ends on Home/End", () => {
    expect(valueAfterKey(50, "ArrowRight")).toBe(55);
    expect(valueAfterKey(50, "ArrowUp")).toBe(55);
    expect(valueAfterKey(50, "ArrowLeft")).toBe(45);
    expect(valueAfterKey(50, "ArrowDown")).toBe(45);
    expect(valueAfterKey(50, "PageUp")).toBe(70);
    expect(valueAfterKey(50, "PageDown")).toBe(30);
    expect(valueAfterKey(50, "Home")).toBe(0);
    expect(valueAfterKey(50, "End")).toBe(100);
  });

  it("stops at both ends", () => {
    expect(valueAfterKey(98, "ArrowRight")).toBe(100);
    expect(valueAfterKey(3, "PageDown")).toBe(0);
  });

  it("leaves other keys to the page", () => {
    expect(valueAfterKey(50, "Tab")).toBeNull();
    expect(valueAfterKey(50, "Enter")).toBeNull();
  });

  it("turns a pointer position into a percentage of the box", () => {
    expect(percentAt(150, 100, 200)).toBe(25);
    expect(percentAt(50, 100, 200)).toBe(0);
    expect(percentAt(400, 100, 200)).toBe(100);
    expect(percentAt(150, 100, 0)).toBe(0);
  });

  it("always yields a whole number from 0 to 100", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), (value) => {
        const clamped = clampPercent(value);
        expect(Number.isInteger(clamped)).toBe(true);
        expect(clamped).toBeGreaterThanOrEqual(0);
        expect(clamped).toBeLessThanOrEqual(100);
      }),
    );
  });
});
