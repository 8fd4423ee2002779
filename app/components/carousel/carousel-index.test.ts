import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { isInBounds, isNearCurrent, jumpIndex, nextIndex, previousIndex, wrapIndex } from "./carousel-index";

describe("carousel index", () => {
  it("wraps at both ends", () => {
    expect(nextIndex(9, 10)).toBe(0);
    expect(previousIndex(0, 10)).toBe(9);
    expect(nextIndex(0, 10)).toBe(1);
    expect(previousIndex(5, 9)).toBe(4);
  });

  it("stays on the only slide of a one-slide carousel", () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
  });

  it("maps any integer into range", () => {
    expect(wrapIndex(-1, 9)).toBe(8);
    expect(wrapIndex(-10, 9)).toBe(8);
    expect(wrapIndex(19, 10)).toBe(9);
  });

  it("refuses an empty carousel and fractional indexes", () => {
    expect(() => wrapIndex(0, 0)).toThrow(RangeError);
    expect(() => nextIndex(0, -3)).toThrow(RangeError);
    expect(() => wrapIndex(1.5, 4)).toThrow(RangeError);
  });

  it("jumps only to slides that exist", () => {
    expect(jumpIndex(2, 7, 10)).toBe(7);
    expect(jumpIndex(2, 0, 10)).toBe(0);
    expect(jumpIndex(2, 10, 10)).toBe(2);
    expect(jumpIndex(2, -1, 10)).toBe(2);
    expect(jumpIndex(2, Number.NaN, 10)).toBe(2);
    expect(isInBounds(9, 10)).toBe(true);
    expect(isInBounds(10, 10)).toBe(false);
  });

  it("treats the current slide and both neighbours, across the wrap, as near", () => {
    const near = Array.from({ length: 10 }, (_, i) => i).filter((i) => isNearCurrent(i, 0, 10));
    expect(near).toEqual([0, 1, 9]);
    expect(Array.from({ length: 9 }, (_, i) => i).filter((i) => isNearCurrent(i, 4, 9))).toEqual([3, 4, 5]);
  });

  it("next and previous undo each other and count steps return to the start", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.nat(), (count, seed) => {
        const start = seed % count;
        expect(previousIndex(nextIndex(start, count), count)).toBe(start);
        expect(nextIndex(previousIndex(start, count), count)).toBe(start);
        let index = start;
        for (let step = 0; step < count; step += 1) {
          index = nextIndex(index, count);
          expect(isInBounds(index, count)).toBe(true);
        }
        expect(index).toBe(start);
      }),
    );
  });
});
