/**
 * The job page's worker reads YAML with js-yaml's reader alone, always with YAML 1.2's core schema,
 * as the build reads content (app/owner/publishing/list-edit.ts, list-lines.ts). js-yaml's
 * reader falls back to its default schema when none is given, so the bundler keeps that schema's
 * types (timestamps, merge keys, binary, omap, pairs, set) though no read of the worker uses them.
 * This step, for the worker's bundle alone (`worker.plugins` in vite.config.ts; decision 156),
 * makes the reader's fallback the core schema, so that the default schema and its types go, drops
 * the excerpt of the file a reading error's message carries (decision 202), and stops the build
 * with one line when js-yaml's file no longer has the lines it changes.
 */
import path from "node:path";

const jsYamlFile = /[\\/]node_modules[\\/]js-yaml[\\/]dist[\\/]js-yaml\.mjs$/;
/** The reader's state takes its schema from the options, else js-yaml's default one. */
const readerFallback =
  /(function State\$1\(input, options\) \{\n[^}]*?this\.schema\s*= options\['schema'\]\s*\|\| )_default;/;

/** The default schema, made by extending the core one: a call the bundler cannot tell is pure. */
const defaultSchema = /\nvar _default = core\.extend\(/;
/** Each of js-yaml's types is made with `new type(...)`, which only sets its fields: nothing else happens. */
const typeMade = /\nvar (\w+) = new type\(/g;
/** The types only the default schema has, which then go with it. */
const defaultTypes = ["timestamp", "merge", "binary", "omap", "pairs", "set"];
/**
 * A reading error's excerpt of the file, lines of it with a caret, added to its message: the job
 * page says what went wrong in one line, which the line and column already place.
 */
const errorExcerpt = /\n {2}mark\.snippet = snippet\(mark\);\n/;

/**
 * js-yaml's module with its reader's fallback schema the core one, the default schema and its
 * types marked as free to drop when nothing reads them, and no excerpt in a reading error's
 * message; throws one line when any of those lines is not there.
 */
export function readerWithCoreFallback(code: string, file: string): string {
  const types = [...code.matchAll(typeMade)].map((match) => match[1]);
  // What this step relies on, and the words for each when this version of js-yaml no longer has it.
  const missing = [
    !readerFallback.test(code) && "falls back to its default schema",
    !defaultSchema.test(code) && "makes its default schema by extending the core one",
    defaultTypes.some((name) => !types.includes(name)) && "makes each type with `new type(`",
    !errorExcerpt.test(code) && "adds an excerpt of the file to a reading error",
  ].filter(Boolean);
  if (missing.length > 0)
    throw new Error(
      `${file}: js-yaml's reader no longer ${missing.join(", nor ")} as app/content/worker-yaml-core.ts expects: check that step against this version of js-yaml`,
    );
  return code
    .replace(readerFallback, "$1core;")
    .replace(defaultSchema, "\nvar _default = /* @__PURE__ */ core.extend(")
    .replace(typeMade, "\nvar $1 = /* @__PURE__ */ new type(")
    .replace(errorExcerpt, "\n");
}

/** The Vite plugin, for the worker's bundle only. */
export function workerYamlCore() {
  return {
    name: "worker-yaml-core",
    transform(code: string, id: string) {
      const file = id.split("?")[0] ?? id;
      if (!jsYamlFile.test(file)) return undefined;
      return { code: readerWithCoreFallback(code, path.relative(process.cwd(), file)), map: null };
    },
  };
}
