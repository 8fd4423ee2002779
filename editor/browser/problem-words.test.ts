import { describe, expect, it } from "vitest";

import { type DecapCollection, generateCollections } from "../../app/content/editor-config";
import { problem, problemLine } from "../../app/content/problem-line";

import { inEditorWords } from "./problem-words";

const text = (name: string, label: string) => ({ name, label, widget: "string" });
const collections: DecapCollection[] = [
  {
    name: "pages",
    label: "Pages",
    description: "",
    files: [
      {
        name: "home",
        label: "Home page",
        file: "content/pages/home.yml",
        fields: [
          {
            ...text("hero", "Top of the page"),
            widget: "object",
            fields: [
              {
                ...text("stats", "Figures"),
                widget: "list",
                label_singular: "figure",
                fields: [text("value", "Value")],
              },
              { ...text("lines", "Lines"), widget: "list", label_singular: "line", field: text("line", "Line") },
              {
                ...text("image", "Photo"),
                widget: "object",
                fields: [text("src", "Photo"), text("alt", "Description")],
              },
            ],
          },
        ],
      },
    ],
  },
];

describe("a problem line in the editor's words", () => {
  it("names the entry and each field by its label, a list's items by their singular and position", () => {
    const file = "content/pages/home.yml";
    expect(inEditorWords(problem(file, ["hero", "stats", 2, "value"], '"8am" is wrong'), collections)).toBe(
      'Home page › Top of the page › Figures › Figure 3 › Value: "8am" is wrong',
    );
    expect(inEditorWords(problem(file, ["hero", "lines", 0], "is empty"), collections)).toBe(
      "Home page › Top of the page › Lines › Line 1: is empty",
    );
    expect(inEditorWords(problem(file, [], "is not valid YAML"), collections)).toBe("Home page: is not valid YAML");
    // A field labelled as the group it is in is named once.
    expect(inEditorWords(problem(file, ["hero", "image", "src"], "is too small"), collections)).toBe(
      "Home page › Top of the page › Photo: is too small",
    );
  });

  it("keeps the build's words where the form has no such place", () => {
    for (const each of [
      problem("content/pages/home.yml", ["hero", "colour"], "is not a field"),
      problem("content/other.yml", ["hero"], "is wrong"),
    ])
      expect(inEditorWords(each, collections)).toBe(problemLine(each));
  });

  it("reads the labels of the editor's own form", () => {
    const business = generateCollections()
      .flatMap((collection) => collection.files)
      .find(({ file }) => file === "content/business.yml")!;
    const hours = business.fields.find(({ name }) => name === "openingHours")!;
    const general = hours.fields!.find(({ name }) => name === "general")!;
    const label = general.fields!.find(({ name }) => name === "label")!;
    expect(
      inEditorWords(problem("content/business.yml", ["openingHours", "general", "label"], "names other hours")),
    ).toBe(`${business.label} › ${hours.label} › ${general.label} › ${label.label}: names other hours`);
  });
});
