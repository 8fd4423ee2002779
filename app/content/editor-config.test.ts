// @vitest-environment node
import * as v from "valibot";
import { describe, expect, it, vi } from "vitest";

import { editorField, generateCollections } from "./editor-config.ts";
import type * as Registry from "./registry.ts";
import { pageRegistry } from "./registry.ts";
import { copy, list, picture, text } from "./schema/blocks.ts";
import { editor } from "./schema/editor.ts";
import { aboutSchema } from "./schema/pages.ts";

// A page added to the registry, as a new page would be: a schema and an entry, nothing else.
vi.mock("./registry.ts", async (importOriginal) => {
  const original = await importOriginal<typeof Registry>();
  const { pageMeta, copy: words } = await import("./schema/blocks.ts");
  const { strictObject } = await import("valibot");
  return {
    ...original,
    pageRegistry: [
      ...original.pageRegistry,
      {
        id: "garden-design",
        path: "/garden-design",
        menu: true,
        schema: strictObject({ meta: pageMeta, intro: words("The page's first paragraph.") }),
      },
    ],
  };
});

const files = () => generateCollections().flatMap((collection) => collection.files);
const fileFor = (file: string) => files().find((entry) => entry.file === file)!;
const fieldAt = (fields: { name: string; fields?: unknown }[], ...names: string[]) =>
  names.reduce<{ name: string; fields?: unknown } | undefined>(
    (field, name) => ((field ? field.fields : fields) as typeof fields | undefined)?.find((each) => each.name === name),
    undefined,
  ) as ReturnType<typeof editorField>;

describe("editor field from a schema", () => {
  it("labels a field from its key, hints from its description, and requires what the schema requires", () => {
    expect(editorField("shortName", text("Short name for a phone's home screen."))).toEqual({
      name: "shortName",
      label: "Short name",
      widget: "string",
      hint: "Short name for a phone's home screen.",
    });
    expect(editorField("note", v.optional(text("Extra line.")))).toMatchObject({ required: false });
    expect(editorField("id", v.pipe(v.string(), v.regex(/^(G-\d+)?$/, "is not an ID")))).toMatchObject({
      required: false,
      pattern: ["^(G-\\d+)?$", "Not an ID"],
    });
  });

  it("takes label, widget and list wording from the field's editor metadata", () => {
    const field = editorField(
      "items",
      v.pipe(
        list(v.strictObject({ text: v.pipe(copy("What they said."), editor({ label: "Review", widget: "text" })) }), {
          min: 1,
          max: 9,
          what: "reviews",
        }),
        editor({ label: "Reviews", summary: "{{fields.text}}" }),
      ),
    );
    expect(field).toMatchObject({
      label: "Reviews",
      widget: "list",
      label_singular: "review",
      summary: "{{fields.text}}",
      min: 1,
      max: 9,
      fields: [{ name: "text", label: "Review", widget: "text" }],
    });
  });

  it("hints at what a text field is, and leaves how figures are written to its group's description", () => {
    expect(editorField("title", copy("The section's heading.")).hint).toBe("The section's heading.");
    for (const name of ["pages", "shared"])
      expect(generateCollections().find((collection) => collection.name === name)?.description).toContain(
        "{claims.yearsExperience}",
      );
  });

  it("turns a quoted-value message into a pattern message the editor can show", () => {
    const time = v.pipe(
      v.string(),
      v.regex(/^\d\d:\d\d$/, (issue) => `${JSON.stringify(issue.input)} is not a time: write it as HH:MM`),
    );
    expect(editorField("opens", time).pattern).toEqual(["^\\d\\d:\\d\\d$", "Not a time: write it as HH:MM"]);
  });

  it("shows in each collapsed row of a list its value, or an object's first field the owner sees", () => {
    expect(editorField("towns", list(text("A town."), { min: 1, what: "towns" })).summary).toBe("{{fields.town}}");
    const people = v.strictObject({
      key: v.pipe(v.optional(v.string()), editor({ widget: "hidden" })),
      name: text("Full name."),
      role: text("Job title."),
    });
    expect(editorField("team", list(people, { min: 1, what: "people" })).summary).toBe("{{fields.name}}");
    // Where the first field is one the owner sees, Decap shows it already.
    const reviews = v.strictObject({ name: text("Who."), text: text("What they said.") });
    expect(editorField("reviews", list(reviews, { min: 1, what: "reviews" }))).not.toHaveProperty("summary");
  });

  it("leaves a list without a most, open-ended", () => {
    const field = editorField("items", list(text("A question."), { min: 1, what: "questions" }));
    expect(field).toMatchObject({ min: 1, label_singular: "question" });
    expect(field).not.toHaveProperty("max");
  });

  it("gives numbers their kind and limits, and choices their options", () => {
    const stars = v.pipe(v.number(), v.integer(), v.minValue(0), v.minValue(1), v.maxValue(5));
    expect(editorField("rating", stars)).toMatchObject({ widget: "number", value_type: "int", min: 1, max: 5 });
    expect(editorField("rating", v.pipe(v.number(), v.maxValue(5)))).toMatchObject({
      value_type: "float",
      max: 5,
    });
    expect(editorField("tone", v.picklist(["garden", "water"]))).toMatchObject({
      widget: "select",
      options: ["garden", "water"],
    });
    // A bare key reads as the schema names it; the value saved is still the key.
    const line = v.pipe(v.picklist(["drives", "cleaning"]), editor({ choices: { drives: "Drives line" } }));
    expect(editorField("line", line)).toMatchObject({
      widget: "select",
      options: [{ label: "Drives line", value: "drives" }, "cleaning"],
    });
    expect(editorField("days", v.pipe(v.array(v.picklist(["Monday", "Tuesday"])), v.minLength(1)))).toMatchObject({
      widget: "select",
      multiple: true,
      min: 1,
      options: ["Monday", "Tuesday"],
    });
    expect(editorField("towns", v.array(text("A town.")))).toMatchObject({
      widget: "list",
      field: { name: "town", label: "Town", widget: "string" },
    });
  });

  it("makes a picture slot a photo picker that uploads to the slot's folder", () => {
    const slot = editorField("image", picture("hero", "Large picture."));
    expect(slot.label).toBe("Photo");
    expect(fieldAt(slot.fields!, "src")).toMatchObject({
      widget: "image",
      required: false,
      choose_url: false,
      media_folder: "/app/assets/images/heroes",
      public_folder: "heroes",
    });
    expect(fieldAt(slot.fields!, "reuse")).toMatchObject({ widget: "string", required: false });
    expect(fieldAt(slot.fields!, "alt")).toMatchObject({ widget: "text", required: false });
  });

  it("offers a picture shown elsewhere as a choice among the site's pictures, when it has the list", () => {
    const pictures = ["projects/patio.jpg", "heroes/home.jpg"];
    const slot = editorField("image", picture("photo", "A photo."), { pictures });
    const reuse = fieldAt(slot.fields!, "reuse");
    expect(reuse).toMatchObject({
      widget: "select",
      required: false,
      options: ["heroes/home.jpg", "projects/patio.jpg"],
    });
    expect(reuse).not.toHaveProperty("pattern");
    // Nested in lists too: the home page's division cards.
    const home = generateCollections({ pictures })
      .flatMap((collection) => collection.files)
      .find((file) => file.file === "content/pages/home.yml")!;
    expect(fieldAt(home.fields, "services", "divisions", "image", "reuse")).toMatchObject({ widget: "select" });
  });
});

describe("generated collections", () => {
  it("list every page of the registry under Pages, a new page too, with no editor file written for it", () => {
    const pages = generateCollections().find((collection) => collection.name === "pages")!;
    expect(pages.files.map((file) => file.file)).toEqual(pageRegistry.map((page) => `content/pages/${page.id}.yml`));
    const added = fileFor("content/pages/garden-design.yml");
    expect(added.label).toBe("Garden design page");
    expect(added.fields.map((field) => field.name)).toEqual(["meta", "intro"]);
  });

  it("carry each schema's limits and descriptions into the editor", () => {
    const about = fileFor("content/pages/about.yml");
    const stats = fieldAt(about.fields, "hero", "stats");
    expect(stats).toMatchObject({ widget: "list", min: 1, max: 4, label_singular: "figure" });
    const description = aboutSchema.pipe[0].entries.meta.pipe[0].entries.description;
    expect(fieldAt(about.fields, "meta", "description").hint).toBe(v.getDescription(description));
    const claims = fileFor("content/claims.yml");
    expect(fieldAt(claims.fields, "rating")).toMatchObject({ widget: "number", min: 0, max: 5, value_type: "float" });
  });

  it("name the phone lines, not their keys, where the owner picks one", () => {
    const business = fileFor("content/business.yml");
    for (const line of [
      fieldAt(business.fields, "mainPhone", "line"),
      fieldAt(business.fields, "divisions", "cleaning", "phone"),
    ]) {
      const options = line.options as { label: string; value: string }[];
      expect(options.map((option) => option.value)).toEqual(["drives", "cleaning"]);
      for (const option of options) expect(option.label).toMatch(/ line$/);
      expect(options[0]!.label).toBe(fieldAt(business.fields, "phones", "drives").label);
    }
  });

  it("name each content file once", () => {
    const names = files().map((file) => file.file);
    expect(new Set(names).size).toBe(names.length);
  });
});
