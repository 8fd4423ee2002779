import { describe, expect, it } from "vitest";

import { markShapes, markSvg } from "./brand-mark";

const colours = { ground: "#112233", stripes: "#445566", drop: "#778899" };

describe("markSvg", () => {
  it("draws the mark in the colours it is given", () => {
    const svg = markSvg(colours);
    expect(svg).toContain(`<rect width="40" height="40" rx="10" fill="#112233"/>`);
    expect(svg).toContain(`d="${markShapes.stripes}" stroke="#445566"`);
    expect(svg).toContain(`d="${markShapes.drop}" fill="#778899"`);
  });

  it("fills the corners for app icons", () => {
    expect(markSvg(colours, { square: true })).toContain(`<rect width="40" height="40" fill="#112233"/>`);
  });
});
