// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { siteCharacters, unicodeRange } from "./subset-fonts.mjs";

const css = readFileSync(new URL("../app/app.css", import.meta.url), "utf8");
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1] ?? "");
const webFonts = faces.filter((face) => /src:\s*url\(/.test(face));

describe("font subsets", () => {
  it("writes runs of code points as a CSS unicode-range", () => {
    expect(unicodeRange("abcz\u2014")).toBe("U+0061-63, U+007A, U+2014");
  });

  it("are declared in app.css with the range they were cut to, and exist", () => {
    expect(webFonts).toHaveLength(1);
    for (const face of webFonts) {
      const declared = face
        .match(/unicode-range:([^;]+);/)?.[1]
        ?.replace(/\s+/g, " ")
        .trim();
      expect(declared).toBe(unicodeRange(siteCharacters));
      const file = face.match(/url\("\.\/([^"?]+)(\?inline)?"\)/)?.[1] ?? "";
      expect(existsSync(new URL(`../app/${file}`, import.meta.url)), file).toBe(true);
    }
  });
});
