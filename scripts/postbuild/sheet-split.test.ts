// @vitest-environment node
import { describe, expect, it } from "vitest";

import { splitSheet } from "./sheet-split.mjs";

/** A whole sheet shaped as Tailwind writes it, minified. */
const whole =
  "/*! tailwindcss */\n" +
  "@layer properties{@supports (color:red){*,:before{--tw-a:0;--tw-b:0}}}" +
  "@layer theme{:root,:host{--color-a:red;--color-b:blue}}" +
  "@layer base{*{margin:0}a{color:inherit}table{border-collapse:collapse}}" +
  "@layer components;" +
  "@layer utilities{.ring,.ring-1{--tw-a:1}.flex{display:flex}.hidden{display:none}" +
  "@media (width>=40rem){.sm\\:flex{display:flex}.sm\\:grid{display:grid}}}" +
  '@property --tw-a{syntax:"*";inherits:false}@font-face{font-family:X;src:url(/x.woff2)}';

/** The page's own sheet as a second pass writes it: one declaration twice, media as `min-width`. */
const page =
  "@layer properties{@supports (color:red){*,:before{--tw-a:0}}}" +
  "@layer theme{:root,:host{--color-a:red}}" +
  "@layer base{*{margin:0}a{color:inherit;color:inherit}}" +
  "@layer utilities{.ring-1{--tw-a:1}.flex{display:flex}@media (min-width:40rem){.sm\\:flex{display:flex}}}";

describe("splitSheet", () => {
  const { inline, later } = splitSheet(whole, page);

  it("keeps inline the whole sheet's own rules for the page's selectors, with every rule that reaches every element", () => {
    expect(inline).toContain(".ring,.ring-1{--tw-a:1}");
    expect(inline).toContain(".flex{display:flex}");
    expect(inline).toContain("@media (width>=40rem){.sm\\:flex{display:flex}}");
    expect(inline).toContain("a{color:inherit}");
    // The whole sheet's versions, not the page's shorter ones.
    expect(inline).toContain("*,:before{--tw-a:0;--tw-b:0}");
    expect(inline).toContain(":root,:host{--color-a:red;--color-b:blue}");
    expect(inline).toContain("@property --tw-a");
    expect(inline).toContain("@font-face");
    expect(inline).not.toContain(".hidden");
    expect(inline).not.toContain("table");
  });

  it("puts every other rule later, in its layer and media query, and none of the page's", () => {
    expect(later).toBe(
      "@layer base{table{border-collapse:collapse}}@layer utilities{.hidden{display:none}@media (width>=40rem){.sm\\:grid{display:grid}}}",
    );
  });

  it("stops the build when a selector of the page's sheet is not in the whole sheet", () => {
    expect(() => splitSheet(whole, "@layer utilities{.grid{display:grid}}")).toThrow(
      "critical-css: the page's rule for .grid is not in the whole sheet",
    );
  });
});
