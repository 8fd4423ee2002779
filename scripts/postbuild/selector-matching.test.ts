import { describe, expect, it } from "vitest";

import { markupClasses, markupElements, withoutRulesForAbsentElements } from "./selector-matching.mjs";

const page = (body: string) =>
  `<!DOCTYPE html><html><head><style>.flex{display:flex}</style></head>` +
  `<body>${body}<script>const x = "<div class='hidden'>";</script></body></html>`;

describe("markupClasses", () => {
  it("reads the class names of the markup as written in the source, not of scripts", () => {
    const html = page(`<summary class="flex [&amp;::-webkit-details-marker]:hidden  group-open:block">Menu</summary>`);
    expect([...markupClasses(html)]).toEqual(["flex", "[&::-webkit-details-marker]:hidden", "group-open:block"]);
  });
});

describe("markupElements", () => {
  it("reads the element names of the markup, not of a script's text", () => {
    expect([...markupElements(page(`<TABLE><tr><td>x</td></tr></TABLE>`))]).toEqual(
      expect.arrayContaining(["table", "tr", "td", "script", "style"]),
    );
    expect(markupElements(page(""))).not.toContain("div");
  });
});

describe("withoutRulesForAbsentElements", () => {
  const base =
    '@layer base{abbr:where([title]){text-decoration:underline dotted;quotes:"}" "\\""}summary{display:list-item}' +
    "::placeholder{opacity:1}@supports (color:red){::placeholder{color:red}}" +
    ":where(select:is([multiple],[size])) optgroup{font-weight:bolder}::-webkit-datetime-edit{display:inline-flex}" +
    "img,video{max-width:100%}:focus-visible{outline:3px solid}}";
  const sheet = `/*! licence */\n@layer theme{:root{--a:1}}${base}.abbr{content:"}"}`;

  it("leaves out the base rules only for elements the page lacks, and every kept rule as written", () => {
    expect(withoutRulesForAbsentElements(sheet, new Set(["summary", "video"]))).toBe(
      `/*! licence */\n@layer theme{:root{--a:1}}@layer base{summary{display:list-item}img,video{max-width:100%}:focus-visible{outline:3px solid}}.abbr{content:"}"}`,
    );
  });

  it("keeps the rules for a form's controls, their placeholders and parts where the page has them", () => {
    expect(
      withoutRulesForAbsentElements(sheet, new Set(["abbr", "summary", "input", "select", "optgroup", "img"])),
    ).toBe(sheet);
    expect(withoutRulesForAbsentElements(sheet, new Set(["textarea"]))).toContain(
      "::placeholder{opacity:1}@supports (color:red){::placeholder{color:red}}",
    );
  });

  it("stops the build with one line when Tailwind's base rules are not in a layer named base", () => {
    expect(() => withoutRulesForAbsentElements(sheet.replace("@layer base{", "@layer preflight{"), new Set())).toThrow(
      new Error(
        `critical-css: expected Tailwind's base rules in "@layer base" of the page's sheet, found no such layer; if Tailwind renamed it, name the new layer in selector-matching.mjs (decision 099)`,
      ),
    );
  });
});
