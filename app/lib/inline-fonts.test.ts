import { describe, expect, it } from "vitest";

import { adoptInlineFonts, type FontWindow } from "./inline-fonts";

/** Stand-ins for the browser's CSSOM and FontFace, recording what the page would be given. */
class FakeFontFaceRule {
  constructor(readonly properties: Record<string, string>) {}
  style = { getPropertyValue: (name: string) => this.properties[name] ?? "" };
}
class FakeStyleRule {}

/** Faces named "Throws" make the constructor throw; faces named "Rejected" come back with an error status. */
function fakeWindow(sheets: (object[] | "cross-origin")[]) {
  const added: { family: string; bytes: number[]; options: Record<string, string> }[] = [];
  class FakeFontFace {
    status: string;
    constructor(
      readonly family: string,
      source: Uint8Array,
      readonly options: Record<string, string>,
    ) {
      if (family === "Throws") throw new SyntaxError("not a font");
      this.status = family === "Rejected" ? "error" : "loaded";
      this.bytes = [...source];
    }
    bytes: number[];
  }
  const window = {
    atob: (data: string) => globalThis.atob(data),
    FontFace: FakeFontFace,
    CSSFontFaceRule: FakeFontFaceRule,
    document: {
      styleSheets: sheets.map((rules) =>
        rules === "cross-origin"
          ? {
              get cssRules(): never {
                throw new DOMException("Cannot access rules", "SecurityError");
              },
            }
          : { cssRules: rules },
      ),
      fonts: {
        add: (face: FakeFontFace) => added.push({ family: face.family, bytes: face.bytes, options: face.options }),
      },
    },
  } as unknown as FontWindow;
  return { window, added };
}

const fontBytes = [0x77, 0x4f, 0x46, 0x32, 0, 1, 250];
const base64 = Buffer.from(fontBytes).toString("base64");

describe("adoptInlineFonts", () => {
  it("hands the page a ready face built from each data URL font, with the rule's descriptors", () => {
    const { window, added } = fakeWindow([
      [
        new FakeStyleRule(),
        new FakeFontFaceRule({
          "font-family": '"Fraunces"',
          "font-weight": "600",
          "font-style": "normal",
          "font-display": "block",
          "unicode-range": "U+20-7E, U+A3",
          src: `url("data:font/woff2;base64,${base64}") format("woff2")`,
        }),
      ],
    ]);
    expect(adoptInlineFonts(window)).toBe(1);
    expect(added).toEqual([
      {
        family: "Fraunces",
        bytes: fontBytes,
        options: { weight: "600", style: "normal", display: "block", unicodeRange: "U+20-7E, U+A3" },
      },
    ]);
  });

  it("leaves faces from files and local fonts to the stylesheet", () => {
    const { window, added } = fakeWindow([
      [
        new FakeFontFaceRule({ "font-family": "Served", src: 'url("/fonts/a.woff2") format("woff2")' }),
        new FakeFontFaceRule({
          "font-family": "Fraunces Fallback",
          "size-adjust": "111.3%",
          src: 'local("Times New Roman Bold"), local("Liberation Serif Bold")',
        }),
      ],
    ]);
    expect(adoptInlineFonts(window)).toBe(0);
    expect(added).toEqual([]);
  });

  it("skips a sheet it may not read and fonts the browser refuses, and still adopts the rest", () => {
    const { window, added } = fakeWindow([
      "cross-origin",
      [
        new FakeFontFaceRule({ "font-family": "Empty", src: "url(data:font/woff2;base64,) format(woff2)" }),
        new FakeFontFaceRule({ "font-family": "Throws", src: `url(data:font/woff2;base64,${base64})` }),
        new FakeFontFaceRule({ "font-family": "Rejected", src: `url(data:font/woff2;base64,${base64})` }),
        new FakeFontFaceRule({ "font-family": "Fraunces", src: `url(data:font/woff2;base64,${base64})` }),
      ],
    ]);
    expect(adoptInlineFonts(window)).toBe(1);
    expect(added.map((face) => face.family)).toEqual(["Fraunces"]);
  });

  it("runs on its own, as the inline script the page carries", () => {
    const { window, added } = fakeWindow([
      [new FakeFontFaceRule({ "font-family": "Fraunces", src: `url(data:font/woff2;base64,${base64})` })],
    ]);
    const inlineScript = new Function("window", `return (${adoptInlineFonts.toString()})(window);`);
    expect(inlineScript(window)).toBe(1);
    expect(added.map((face) => face.family)).toEqual(["Fraunces"]);
  });
});
