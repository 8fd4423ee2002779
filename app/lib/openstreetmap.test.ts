import { describe, expect, it } from "vitest";

import { openStreetMapUrl } from "./openstreetmap";

describe("openStreetMapUrl", () => {
  it("marks the point and centres the map on it", () => {
    expect(openStreetMapUrl({ latitude: 51.6344, longitude: -0.7489 }, 15)).toBe(
      "https://www.openstreetmap.org/?mlat=51.6344&mlon=-0.7489#map=15/51.6344/-0.7489",
    );
  });
});
