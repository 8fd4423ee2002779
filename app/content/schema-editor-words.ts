/**
 * The job page's worker checks content with the build's own schemas (docs/decisions/149), but
 * nothing in it reads what those schemas say to the site editor: each field's description and
 * its editor metadata (label, hint, choices). This step leaves those words out of the worker's
 * bundle alone (`worker.plugins` in vite.config.ts; docs/decisions/156): in each schema module it
 * drops `v.description(...)` and `editor(...)` from the pipes they are steps of, empties their
 * arguments elsewhere, and empties the argument a schema builder takes only to pass on to them
 * (a parameter named `description`, `label` or `hint`, e.g. `text("The business's name.")`).
 * Every check and message stays as written.
 *
 * It relies on the schemas' shape, and stops the build with one line where that shape changes:
 * valibot imported as `* as v`, and a builder's description, label or hint used for nothing but
 * those calls or another builder's same argument.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { parseAst } from "rolldown/parseAst";

type AstNode = { type: string; start: number; end: number; [key: string]: unknown };
type Range = { start: number; end: number; text: string };
/** Each schema builder's name, with the positions of the arguments it passes on to the editor only. */
export type Builders = Map<string, number[]>;

const editorParams = new Set(["description", "label", "hint"]);
export const schemaDir = path.resolve(import.meta.dirname, "schema");
const isSchemaModule = (file: string) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file);

/** Calls `visit` on every node below `node`, with its parent. */
function walk(node: unknown, visit: (node: AstNode, parent: AstNode | undefined) => void, parent?: AstNode) {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, visit, parent);
    return;
  }
  if (!node || typeof node !== "object" || typeof (node as AstNode).type !== "string") return;
  visit(node as AstNode, parent);
  for (const [key, value] of Object.entries(node))
    if (key !== "type" && value && typeof value === "object") walk(value, visit, node as AstNode);
}

const paramName = (param: AstNode) =>
  param.type === "AssignmentPattern" ? (param.left as AstNode & { name?: string }).name : (param.name as string);

/** The functions a module names (`const text = (description) => ...`, `function x(label)`), with their params. */
function namedFunctions(program: unknown): { name: string; fn: AstNode }[] {
  const found: { name: string; fn: AstNode }[] = [];
  walk(program, (node) => {
    if (node.type === "FunctionDeclaration" && node.id)
      found.push({ name: (node.id as { name: string }).name, fn: node });
    const init = node.init as AstNode | undefined;
    if (node.type === "VariableDeclarator" && /^(Arrow)?FunctionExpression$/.test(init?.type ?? ""))
      found.push({ name: (node.id as { name: string }).name, fn: init as AstNode });
  });
  return found;
}

const editorParamsOf = (fn: AstNode) =>
  (fn.params as AstNode[]).flatMap((param, index) => (editorParams.has(paramName(param) ?? "") ? [index] : []));

/** The schema builders of the given modules' sources; a name that means two things stops the build. */
export function schemaBuilders(sources: { file: string; code: string }[]): Builders {
  const builders: Builders = new Map();
  for (const { file, code } of sources)
    for (const { name, fn } of namedFunctions(parseAst(code, { lang: "ts" }, file))) {
      const indexes = editorParamsOf(fn);
      if (indexes.length === 0) continue;
      const known = builders.get(name);
      if (known && known.join() !== indexes.join())
        throw new Error(`${file}: ${name} is a schema builder of another shape in another schema module: rename one`);
      builders.set(name, indexes);
    }
  return builders;
}

/** The builders of app/content/schema/, read from its files. */
export function schemaDirBuilders(): Builders {
  const files = readdirSync(schemaDir).filter(isSchemaModule);
  return schemaBuilders(files.map((file) => ({ file, code: readFileSync(path.join(schemaDir, file), "utf8") })));
}

type Callee = AstNode & { name?: string; object?: AstNode & { name?: string }; property?: AstNode & { name?: string } };

/** `v.<name>(...)`, with valibot imported as `v`. */
const isValibot = (callee: Callee, name: string) =>
  callee.type === "MemberExpression" && callee.object?.name === "v" && callee.property?.name === name;
/** A call that only gives the editor something: `v.description(...)` or `editor(...)`. */
const isEditorOnly = (node: AstNode | undefined) =>
  node?.type === "CallExpression" &&
  (isValibot(node.callee as Callee, "description") || (node.callee as Callee).name === "editor");

/**
 * What a call's arguments become: a step of `v.pipe(...)` that only gives the editor something
 * goes, with its comma; elsewhere `v.description("")` and `editor({})`; a builder's editor words `""`.
 */
function emptiedArguments(call: AstNode, builders: Builders): Range[] {
  const callee = call.callee as Callee;
  const args = call.arguments as AstNode[];
  const first = args[0];
  const last = args.at(-1);
  if (!first || !last) return [];
  if (isValibot(callee, "pipe"))
    return args.flatMap((arg, index) => {
      const before = args[index - 1];
      return before && isEditorOnly(arg) ? [{ start: before.end, end: arg.end, text: "" }] : [];
    });
  if (isValibot(callee, "description")) return [{ start: first.start, end: last.end, text: '""' }];
  if (callee.type === "Identifier" && callee.name === "editor")
    return [{ start: first.start, end: last.end, text: "{}" }];
  const indexes = callee.type === "Identifier" ? builders.get(callee.name ?? "") : undefined;
  return (indexes ?? []).flatMap((index) => {
    const arg = args[index];
    return arg && arg.type !== "SpreadElement" ? [{ start: arg.start, end: arg.end, text: '""' }] : [];
  });
}

const within = (node: { start: number; end: number }, ranges: Range[]) =>
  ranges.some((range) => node.start >= range.start && node.end <= range.end);

/** A builder's description, label or hint still read once its calls are emptied: the line that stops the build. */
function wordsStillUsed(file: string, program: unknown, ranges: Range[]): string | undefined {
  for (const { name, fn } of namedFunctions(program))
    for (const index of editorParamsOf(fn)) {
      const param = paramName((fn.params as AstNode[])[index] as AstNode);
      let used = false;
      walk(fn.body, (node, parent) => {
        if (node.type !== "Identifier" || node.name !== param || within(node, ranges)) return;
        const isKey = parent?.type === "Property" && parent.key === node && !parent.computed && !parent.shorthand;
        const isMember = parent?.type === "MemberExpression" && parent.property === node && !parent.computed;
        if (!isKey && !isMember) used = true;
      });
      if (used)
        return `${file}: ${name}'s ${param} is used beyond v.description() and editor(), which the job page's worker leaves out (app/content/schema-editor-words.ts): pass it on only to those, or give the parameter another name`;
    }
  return undefined;
}

/**
 * A schema module's source without the words only the site editor reads; the module unchanged
 * when it has none. Throws one line where the module's shape is not the one this relies on.
 */
export function withoutEditorWords(file: string, code: string, builders: Builders): string {
  const program = parseAst(code, { lang: "ts" }, file);
  walk(program, (node) => {
    if (node.type !== "ImportDeclaration" || (node.source as { value: string }).value !== "valibot") return;
    const specifiers = node.specifiers as AstNode[];
    const asV = specifiers.length === 1 && specifiers[0]?.type === "ImportNamespaceSpecifier";
    if (!asV || (specifiers[0]?.local as { name: string }).name !== "v")
      throw new Error(
        `${file}: valibot is imported otherwise than as \`* as v\`, which the job page's worker relies on to leave the editor's words out (app/content/schema-editor-words.ts)`,
      );
  });
  const found: Range[] = [];
  walk(program, (node) => {
    if (node.type === "CallExpression") found.push(...emptiedArguments(node, builders));
  });
  // Outermost first: a range inside one already emptied goes with it.
  const ranges = found
    .sort((a, b) => a.start - b.start || b.end - a.end)
    .filter((range, index, all) => !all.slice(0, index).some((outer) => within(range, [outer])));
  const problem = wordsStillUsed(file, program, ranges);
  if (problem) throw new Error(problem);
  let result = code;
  for (const range of ranges.toReversed()) result = result.slice(0, range.start) + range.text + result.slice(range.end);
  return result;
}

/** The job page's worker, whose bundle reads the schemas (app/owner/new-job/job-checker.ts). */
const jobPageWorkerEntry = "/app/owner/new-job/job-check.worker.ts";

/** The Vite plugin, for the workers' bundles; stops the job page's where a module of the schemas has no description left to drop. */
export function schemaEditorWordsOut() {
  let builders: Builders | undefined;
  let emptied = 0;
  return {
    name: "schema-editor-words-out",
    enforce: "pre" as const,
    transform(code: string, id: string) {
      const file = id.split("?")[0] ?? id;
      if (path.dirname(file) !== schemaDir || !isSchemaModule(file)) return undefined;
      builders ??= schemaDirBuilders();
      const result = withoutEditorWords(path.relative(process.cwd(), file), code, builders);
      if (result !== code) emptied += 1;
      return { code: result, map: null };
    },
    buildEnd(this: { getModuleIds(): IterableIterator<string> }, error?: Error) {
      // Other workers (the quote form's proof of work) never read the schemas.
      const jobPageWorker = [...this.getModuleIds()].some((id) => id.endsWith(jobPageWorkerEntry));
      if (!error && jobPageWorker && emptied === 0)
        throw new Error(
          "The job page's worker bundled no schema module with editor words to leave out: app/content/schema/ has moved or no longer describes fields with v.description() (app/content/schema-editor-words.ts)",
        );
    },
  };
}
