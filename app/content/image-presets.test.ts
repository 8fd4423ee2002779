import { describe, expect, it } from "vitest";

import { preparedSize } from "../owner/photo-preparation/prepared-size.ts";

import { slotBounds } from "./image-presets.ts";

const phone = { width: 4032, height: 3024 };

describe("slotBounds", () => {
  it("gives each slot the largest width the build serves of it, at least the check's minimum", () => {
    expect(slotBounds("hero")).toEqual({ width: 1600, height: 1200 });
    expect(slotBounds("photo")).toEqual({ width: 1200, height: 900 });
    expect(slotBounds("avatar")).toEqual({ width: 384, height: 384 });
  });

  it("prepares a phone's photo for every slot to a size the build's check accepts, longest side at most 2560", () => {
    for (const preset of ["hero", "photo", "avatar"] as const) {
      const size = preparedSize(phone, slotBounds(preset));
      expect(size.width).toBeGreaterThanOrEqual(slotBounds(preset).width);
      expect(size.height).toBeGreaterThanOrEqual(slotBounds(preset).height);
      expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(2560);
    }
  });
});
