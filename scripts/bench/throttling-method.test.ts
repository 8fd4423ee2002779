import { throttling } from "lighthouse/core/config/constants.js";
import { describe, expect, it } from "vitest";

import { describeThrottling, throttlingMethod, throttlingSettings } from "./throttling-method.mjs";

describe("throttling method", () => {
  it("leaves Lighthouse's simulated default alone", () => {
    expect(throttlingSettings(throttlingMethod("simulate"))).toEqual({});
    expect(describeThrottling("simulate")).toMatch(/simulated slow 4G, 4x CPU/);
  });

  it("has Chromium apply Lighthouse's own slow 4G figures for devtools", () => {
    expect(throttlingSettings(throttlingMethod("devtools"))).toEqual({
      throttlingMethod: "devtools",
      throttling: throttling.mobileSlow4G,
    });
    expect(describeThrottling("devtools")).toBe(
      "throttled by Chromium itself (DevTools throttling: 150 ms round trip, 1.6 Mbit/s, 4x CPU; the HTML streams)",
    );
  });

  it("names the choices when given another", () => {
    expect(() => throttlingMethod("fast")).toThrow('--throttling must be simulate or devtools, not "fast"');
  });
});
