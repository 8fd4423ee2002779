import { describe, expect, it } from "vitest";

import { preparedSize } from "./prepared-size.ts";

const phone = { width: 4032, height: 3024 };

describe("preparedSize", () => {
  it("scales a phone's 12 MP photo to the slot's bounds, keeping its shape", () => {
    expect(preparedSize(phone, { width: 1200, height: 900 })).toEqual({ width: 1200, height: 900 });
    expect(preparedSize(phone, { width: 1600, height: 1200 })).toEqual({ width: 1600, height: 1200 });
  });

  it("keeps an upright photo's full width for the slot, so its crop stays sharp", () => {
    expect(preparedSize({ width: 3024, height: 4032 }, { width: 1200, height: 900 })).toEqual({
      width: 1200,
      height: 1600,
    });
  });

  it("keeps a wide photo tall enough for the build's minimum height", () => {
    expect(preparedSize({ width: 4032, height: 2268 }, { width: 1200, height: 900 })).toEqual({
      width: 1600,
      height: 900,
    });
  });

  it("never enlarges a photo smaller than the slot", () => {
    expect(preparedSize({ width: 1000, height: 750 }, { width: 1200, height: 900 })).toEqual({
      width: 1000,
      height: 750,
    });
  });
});
