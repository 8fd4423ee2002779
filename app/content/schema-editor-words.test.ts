import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import type * as v from "valibot";
import { describe, expect, it } from "vitest";

import { sharedFiles } from "./check.ts";
import {
  schemaBuilders,
  schemaDir,
  schemaDirBuilders,
  schemaEditorWordsOut,
  withoutEditorWords,
} from "./schema-editor-words.ts";

const blocks = `import type * as v from "valibot";
import { editor } from "./editor.ts";
export const text = (description: string) =>
  v.pipe(v.string(), v.minLength(1, "is empty: write the text"), v.description(description));
export const copy = (description: string, label?: string) =>
  v.pipe(text(\`\${description} No figures.\`), editor({ label, hint: "Seen by the editor" }));
`;
const business = `import type * as v from "valibot";
import { copy, text } from "./blocks.ts";
const name = text("The business's name, as on its van.");
const strap = copy("The line under the name.", "Strapline");
const colour = v.pipe(v.picklist(["garden"], () => "is not a colour scheme"), v.description("Colour → scheme."));
const alone = [v.description("Described apart."), editor({ label: "Labelled apart" })];
`;

describe("the schemas without the site editor's words, for the job page's worker", () => {
  const builders = schemaBuilders([
    { file: "blocks.ts", code: blocks },
    { file: "business.ts", code: business },
  ]);

  it("empties descriptions, editor metadata and the words builders pass on to them, and keeps every check", () => {
    const out =
      withoutEditorWords("business.ts", business, builders) + withoutEditorWords("blocks.ts", blocks, builders);
    const words = ["van", "The line under", "Strapline", "Colour → scheme", "Seen by", "No figures", "apart"];
    for (const editorWords of words) expect(out).not.toContain(editorWords);
    expect(out).toContain('text("")');
    expect(out).toContain('copy("", "")');
    expect(out).toContain('v.pipe(v.picklist(["garden"], () => "is not a colour scheme"))');
    expect(out).toContain('v.pipe(v.string(), v.minLength(1, "is empty: write the text"))');
    expect(out).toContain('[v.description(""), editor({})]');
    expect(out).toContain('"is empty: write the text"');
    expect(out).toContain('() => "is not a colour scheme"');
  });

  it("stops with one line when a builder's description is used for anything else", () => {
    const used = `import type * as v from "valibot";
export const text = (description: string) => v.pipe(v.string(), v.check(() => true, \`\${description} is wrong\`));`;
    expect(() => withoutEditorWords("blocks.ts", used, schemaBuilders([{ file: "blocks.ts", code: used }]))).toThrow(
      /^blocks\.ts: text's description is used beyond v\.description\(\) and editor\(\)[^\n]*$/,
    );
  });

  it("stops with one line when valibot is imported otherwise than as v", () => {
    const named = `import { description, pipe, string } from "valibot";\nconst x = pipe(string(), description("Hidden"));`;
    expect(() => withoutEditorWords("pages.ts", named, builders)).toThrow(
      /^pages\.ts: valibot is imported otherwise[^\n]*$/,
    );
  });

  it("stops with one line when a builder's name means two things", () => {
    const other = "export const text = (label: string, description: string) => label + description;";
    expect(() =>
      schemaBuilders([
        { file: "blocks.ts", code: blocks },
        { file: "other.ts", code: other },
      ]),
    ).toThrow(/^other\.ts: text is a schema builder of another shape[^\n]*$/);
  });

  it("leaves out of the real schema modules every description they write out, and stops a bundle that had none", () => {
    /** Every description a schema carries, however deep. */
    const descriptions = (schema: unknown, seen = new Set<unknown>()): string[] => {
      if (!schema || typeof schema !== "object" || seen.has(schema)) return [];
      seen.add(schema);
      const own =
        (schema as { type?: string }).type === "description"
          ? [(schema as v.DescriptionAction<unknown, string>).description]
          : [];
      return [...own, ...Object.values(schema).flatMap((value) => descriptions(value, seen))];
    };
    const written = Object.values(sharedFiles).flatMap(({ schema }) => descriptions(schema));
    const files = readdirSync(schemaDir).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
    const sources = files.map((file) => readFileSync(path.join(schemaDir, file), "utf8"));
    const builders = schemaDirBuilders();
    const out = files.map((file, index) => withoutEditorWords(file, sources[index] ?? "", builders)).join("\n");
    // Those written whole as a call's argument: one made up of parts (a preset's advice added to the
    // field's), or read from data the job page shares (gallery-fields.ts), is not.
    const escaped = (words: string) => JSON.stringify(words).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const asArgument = (words: string) => new RegExp(`\\(\\s*${escaped(words)}\\s*,?\\s*\\)`);
    const verbatim = written.filter((words) => sources.some((source) => asArgument(words).test(source)));
    expect(verbatim.length).toBeGreaterThan(20);
    for (const words of verbatim) expect(out).not.toContain(JSON.stringify(words));

    const plugin = schemaEditorWordsOut();
    const bundleOf = (...ids: string[]) => ({ getModuleIds: () => ids.values() });
    const jobPageWorker = bundleOf(path.resolve("app/owner/new-job/job-check.worker.ts"));
    expect(plugin.transform("export const x = 1;", path.resolve("app/lib/uk-phone.ts"))).toBeUndefined();
    expect(() => plugin.buildEnd.call(jobPageWorker)).toThrow(
      /^The job page's worker bundled no schema module with editor words[^\n]*$/,
    );
    // Another worker, which reads no schema, is left alone.
    const proofWorker = bundleOf(path.resolve("app/components/quote-form/proof-of-work.worker.ts"));
    expect(() => plugin.buildEnd.call(proofWorker)).not.toThrow();
    expect(
      plugin.transform(sources[files.indexOf("blocks.ts")] ?? "", path.join(schemaDir, "blocks.ts"))?.code,
    ).not.toBe(sources[files.indexOf("blocks.ts")]);
    expect(() => plugin.buildEnd.call(jobPageWorker)).not.toThrow();
  });
});
