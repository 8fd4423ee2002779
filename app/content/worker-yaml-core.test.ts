import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import type * as JsYaml from "js-yaml";
import { CORE_SCHEMA, load } from "js-yaml";
import { describe, expect, it } from "vitest";

import { readerWithCoreFallback, workerYamlCore } from "./worker-yaml-core.ts";

const jsYamlFile = path.join(
  path.dirname(createRequire(import.meta.url).resolve("js-yaml/package.json")),
  "dist/js-yaml.mjs",
);
const jsYaml = readFileSync(jsYamlFile, "utf8");

describe("js-yaml's reader for the job page's worker", () => {
  it("reads with the core schema when given none, as the build reads content", async () => {
    // Inside the project, where the test runner imports from.
    mkdirSync("node_modules/.cache", { recursive: true });
    const folder = mkdtempSync(path.resolve("node_modules/.cache/worker-yaml-core-"));
    const file = path.join(folder, "js-yaml.mjs");
    writeFileSync(file, readerWithCoreFallback(jsYaml, "js-yaml.mjs"));
    const changed = (await import(/* @vite-ignore */ file)) as typeof JsYaml;
    const text = "when: 2024-05-01\nbase: &b { a: 1 }\nmerged: { <<: *b }\n";
    // The default schema reads a date and merges keys; the core schema, as the build, does neither.
    expect(load(text)).not.toEqual(load(text, { schema: CORE_SCHEMA }));
    expect(changed.load(text)).toEqual(load(text, { schema: CORE_SCHEMA }));
    expect(changed.load(text, { schema: changed.CORE_SCHEMA })).toEqual(load(text, { schema: CORE_SCHEMA }));
    // A reading error says where in one line, without the lines of the file the original quotes.
    const broken = "jobs:\n  - caption: [a patio\n";
    expect(() => load(broken)).toThrow(/\n/);
    expect(() => changed.load(broken)).toThrow(/^[^\n]* \(\d+:\d+\)$/);
    rmSync(folder, { recursive: true });
  });

  it("stops the build with one line when js-yaml's reader is written otherwise", () => {
    const other = jsYaml.replace(
      "this.schema    = options['schema']    || _default;",
      "this.schema = options.schema ?? _default;",
    );
    expect(() => readerWithCoreFallback(other, "js-yaml.mjs")).toThrow(
      /^js-yaml\.mjs: js-yaml's reader no longer falls back[^\n]*$/,
    );
    const typesOtherwise = jsYaml.replace("var timestamp = new type(", "var timestamp = makeType(");
    expect(() => readerWithCoreFallback(typesOtherwise, "js-yaml.mjs")).toThrow(
      /^js-yaml\.mjs: js-yaml's reader no longer[^\n]*$/,
    );
    const excerptOtherwise = jsYaml.replace("mark.snippet = snippet(mark);", "mark.snippet = makeSnippet(mark);");
    expect(() => readerWithCoreFallback(excerptOtherwise, "js-yaml.mjs")).toThrow(
      /^js-yaml\.mjs: js-yaml's reader no longer[^\n]*$/,
    );
  });

  it("changes js-yaml's module alone", () => {
    expect(workerYamlCore().transform("export const x = 1;", path.resolve("app/lib/uk-phone.ts"))).toBeUndefined();
    expect(workerYamlCore().transform(jsYaml, jsYamlFile)?.code).toContain("|| core;");
  });
});
