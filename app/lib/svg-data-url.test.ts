import { describe, expect, it } from "vitest";

import { svgDataUrl } from "./svg-data-url";

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">
  <rect width="40" height="40" fill="#245a3d"/><text>100%</text>
</svg>
`;

describe("svgDataUrl", () => {
  it("keeps the markup readable and escapes only what a URL in an attribute needs", () => {
    expect(svgDataUrl(svg)).toBe(
      "data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%20viewBox=%220%200%2040%2040%22%3E%20%3Crect%20width=%2240%22%20height=%2240%22%20fill=%22%23245a3d%22/%3E%3Ctext%3E100%25%3C/text%3E%20%3C/svg%3E",
    );
  });

  it("decodes to the same drawing", () => {
    const decoded = decodeURIComponent(svgDataUrl(svg).slice("data:image/svg+xml,".length));
    expect(decoded).toBe(svg.trim().replace(/\s+/g, " "));
  });

  it("never ends its attribute, opens a tag, starts a fragment or holds a space", () => {
    expect(svgDataUrl(svg)).not.toMatch(/["'<>#\s]/);
  });
});
