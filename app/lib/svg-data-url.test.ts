import { describe, expect, it } from "vitest";

import { svgDataUrl } from "./svg-data-url";

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">
  <rect width="40" height="40" fill="#245a3d"/><text>100%</text>
</svg>
`;

describe("svgDataUrl", () => {
  it("keeps the markup readable and escapes only what a URL in an attribute needs", () => {
    expect(svgDataUrl(svg)).toBe(
      "data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 40 40%22%3E %3Crect width=%2240%22 height=%2240%22 fill=%22%23245a3d%22/%3E%3Ctext%3E100%25%3C/text%3E %3C/svg%3E",
    );
  });

  it("decodes to the same drawing", () => {
    const decoded = decodeURIComponent(svgDataUrl(svg).slice("data:image/svg+xml,".length));
    expect(decoded).toBe(svg.trim().replace(/\s+/g, " "));
  });

  it("never ends its attribute, opens a tag or starts a fragment", () => {
    expect(svgDataUrl(svg)).not.toMatch(/["'<>#]/);
  });
});
