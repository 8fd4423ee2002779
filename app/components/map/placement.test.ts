import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { formatCoordinate, initialPlacement, normalise, placementReducer, type PlacementState } from "./placement";

const home = { latitude: 51.6344, longitude: -0.7489 };
const elsewhere = { latitude: 51.63512, longitude: -0.74631 };

describe("placement mode", () => {
  it("starts off, at the given position", () => {
    expect(initialPlacement(home)).toEqual({ placing: false, position: home });
  });

  it("turns on with the button, and the next map click moves the marker and turns it off", () => {
    const on = placementReducer(initialPlacement(home), { type: "toggle" });
    expect(on).toEqual({ placing: true, position: home });
    const placed = placementReducer(on, { type: "place", at: elsewhere });
    expect(placed).toEqual({ placing: false, position: elsewhere });
  });

  it("ignores map clicks while off, returning the same state", () => {
    const off = initialPlacement(home);
    expect(placementReducer(off, { type: "place", at: elsewhere })).toBe(off);
  });

  it("places only once per activation", () => {
    let state: PlacementState = placementReducer(initialPlacement(home), { type: "toggle" });
    state = placementReducer(state, { type: "place", at: elsewhere });
    state = placementReducer(state, { type: "place", at: home });
    expect(state.position).toEqual(elsewhere);
  });

  it("can be left without moving the marker, by the button again or by cancelling", () => {
    const on = placementReducer(initialPlacement(home), { type: "toggle" });
    expect(placementReducer(on, { type: "toggle" })).toEqual({ placing: false, position: home });
    expect(placementReducer(on, { type: "cancel" })).toEqual({ placing: false, position: home });
    const off = initialPlacement(home);
    expect(placementReducer(off, { type: "cancel" })).toBe(off);
  });

  it("keeps placed coordinates on the globe", () => {
    expect(normalise({ latitude: 51.5, longitude: 359.25 })).toEqual({ latitude: 51.5, longitude: -0.75 });
    expect(normalise({ latitude: 51.5, longitude: -360.5 })).toEqual({ latitude: 51.5, longitude: -0.5 });
    expect(normalise({ latitude: 91, longitude: 180 })).toEqual({ latitude: 90, longitude: 180 });
    fc.assert(
      fc.property(
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        fc.double({ min: -100, max: 100, noNaN: true }),
        (longitude, latitude) => {
          const result = normalise({ latitude, longitude });
          expect(result.longitude).toBeGreaterThanOrEqual(-180);
          expect(result.longitude).toBeLessThanOrEqual(180);
          expect(Math.abs(result.latitude)).toBeLessThanOrEqual(90);
        },
      ),
    );
  });

  it("shows coordinates to six decimals", () => {
    expect(formatCoordinate(51.6344)).toBe("51.634400");
    expect(formatCoordinate(-0.7489)).toBe("-0.748900");
    expect(formatCoordinate(-0.0000001)).toBe("-0.000000");
    expect(formatCoordinate(-0)).toBe("0.000000");
  });
});
