/**
 * Edits the items of a top-level list in a YAML file's text line by line: an item added, changed,
 * moved or removed touches that item's lines only, and the rest of the file (its quoting, blank
 * lines, comments) stays byte for byte, so a commit's diff is the job alone (docs/decisions/120).
 * A new or changed item takes the style of the list's other items: their keys' order and each
 * key's quoting, the rule the site editor's writer follows too (editor/browser/kept-yaml.ts). Every edit
 * is read back and compared with the data it must give; a layout these edits do not know (a flow
 * list, an item written another way) is written whole instead, so the data is always right.
 */
import { CORE_SCHEMA, load as loadAnySchema } from "js-yaml";

import { sameData } from "./same-data";

/** Read as the build reads content: YAML 1.2's core schema (list-edit.ts). */
const load = (text: string): unknown => loadAnySchema(text, { schema: CORE_SCHEMA });

type Quote = "plain" | "double" | "single";
type Chunk = { key: string; quote: Quote; lines: string[] };
type Item = { lines: string[]; chunks?: Chunk[] };
type ListLayout = { before: string[]; items: Item[]; after: string[]; indent: string };

const keyLine = /^(\s*)(?:- )?([A-Za-z_][\w-]*):(?: (.*))?$/;

function quoteOf(value: string | undefined): Quote {
  if (value?.startsWith('"')) return "double";
  return value?.startsWith("'") ? "single" : "plain";
}

/** An item's lines by key: undefined when a line does not read as `key: value` or its continuation. */
function chunksOf(lines: string[], indent: string): Chunk[] | undefined {
  const chunks: Chunk[] = [];
  for (const [index, line] of lines.entries()) {
    const match = keyLine.exec(line);
    const prefix = index === 0 ? `${indent}- ` : `${indent}  `;
    if (match && line.startsWith(prefix) && match[1] === (index === 0 ? indent : `${indent}  `))
      chunks.push({ key: match[2] ?? "", quote: quoteOf(match[3]), lines: [line] });
    else if (chunks.length && (line.startsWith(`${indent}   `) || line.trim() === "")) chunks.at(-1)?.lines.push(line);
    else return undefined;
  }
  return chunks;
}

/** Where the list's items are in the file; undefined when it is not a block list of items. */
function layoutOf(text: string, listKey: string): ListLayout | undefined {
  const lines = text.split("\n");
  const start = lines.findIndex((line) => line.startsWith(`${listKey}:`) && !line.slice(listKey.length + 1).trim());
  const first = lines[start + 1];
  if (start < 0 || first === undefined) return undefined;
  const indent = /^(\s*)- /.exec(first)?.[1];
  if (indent === undefined) return undefined;
  let end = start + 1;
  const inList = (line: string) => line === "" || /^\s/.test(line) || (indent === "" && line.startsWith("- "));
  while (end < lines.length && inList(lines[end] ?? "x")) end += 1;
  while (end > start + 1 && !lines[end - 1]?.trim()) end -= 1;
  const starts = lines.flatMap((line, index) =>
    index > start && index < end && line.startsWith(`${indent}- `) ? [index] : [],
  );
  const items = starts.map((from, index) => {
    const own = lines.slice(from, starts[index + 1] ?? end);
    return { lines: own, chunks: chunksOf(own, indent) };
  });
  return { before: lines.slice(0, start + 1), items, after: lines.slice(end), indent };
}

function plainSafe(value: string): boolean {
  if (!value || value !== value.trim() || value.includes("\n")) return false;
  try {
    return sameData(load(`k: ${value}`), { k: value });
  } catch {
    return false;
  }
}

/**
 * A value that is not a string, on one line: JSON, which YAML 1.2 reads as the same data. js-yaml's
 * writer is not used, so the job page's worker carries its reader alone (docs/decisions/149).
 */
const flow = (value: unknown): string => JSON.stringify(value) ?? "null";

/** A string as a plain scalar where it reads back as itself, else double-quoted (JSON's escapes are YAML's). */
const scalarText = (value: unknown): string =>
  typeof value === "string" ? (plainSafe(value) ? value : JSON.stringify(value)) : flow(value);

const plainKey = /^[A-Za-z_][\w-]*$/;

const isBlock = (value: unknown): value is object =>
  value !== null && typeof value === "object" && Object.keys(value).length > 0;

/**
 * Data as block YAML lines: one entry a line, indented by two, strings plain where they read back
 * as themselves. For a file whose list these edits cannot follow (a flow list), written whole.
 */
function blockLines(data: unknown, indent = ""): string[] {
  if (!isBlock(data)) return [`${indent}${scalarText(data)}`];
  if (Array.isArray(data))
    return data.flatMap((item) => {
      if (!isBlock(item)) return [`${indent}- ${scalarText(item)}`];
      // An item's first line follows its dash; the rest line up under that first line.
      const [first = "", ...rest] = blockLines(item, `${indent}  `);
      return [`${indent}- ${first.trimStart()}`, ...rest];
    });
  return Object.entries(data).flatMap(([key, value]) => {
    const head = `${indent}${plainKey.test(key) ? key : JSON.stringify(key)}:`;
    return isBlock(value) ? [head, ...blockLines(value, `${indent}  `)] : [`${head} ${scalarText(value)}`];
  });
}

/** A value as the list's items write that key; a string the quote cannot hold falls back as the site editor's writer does. */
function scalar(value: unknown, quote: Quote): string {
  if (typeof value !== "string") return flow(value);
  if (quote === "plain" && plainSafe(value)) return value;
  if (quote === "single" && !value.includes("\n")) return `'${value.replaceAll("'", "''")}'`;
  if (quote === "plain" && value.includes('"') && !value.includes("'") && !value.includes("\n")) return `'${value}'`;
  return JSON.stringify(value);
}

/**
 * The item's lines in the style of `model` (another item of the list): its keys in the model's
 * order, then any others; each key quoted as the model quotes it. A key whose value `old` already
 * held keeps its lines.
 */
function itemLines(item: Record<string, unknown>, indent: string, model?: Chunk[], old?: Item): string[] {
  const order = (model ?? []).map((chunk) => chunk.key).filter((key) => key in item);
  const keys = [...order, ...Object.keys(item).filter((key) => !order.includes(key))];
  const oldData = old ? (loadItem(old, indent) ?? {}) : {};
  return keys.flatMap((key, index) => {
    const prefix = index === 0 ? `${indent}- ` : `${indent}  `;
    const kept = old?.chunks?.find((chunk) => chunk.key === key);
    if (kept && key in oldData && sameData(oldData[key], item[key])) {
      const [head = "", ...rest] = kept.lines;
      return [prefix + head.slice(indent.length + 2), ...rest];
    }
    const quote = model?.find((chunk) => chunk.key === key)?.quote ?? "plain";
    return [`${prefix}${key}: ${scalar(item[key], quote)}`];
  });
}

function loadItem(item: Item, indent: string): Record<string, unknown> | undefined {
  try {
    const [data] = load(item.lines.map((line) => line.slice(indent.length)).join("\n")) as unknown[];
    return data && typeof data === "object" ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** A change to the list: the items it ends with, each an item of the file kept as it is or new data. */
export type ListChange = { keep: number } | { data: Record<string, unknown>; replaces?: number };

/**
 * The file's text with the list made of `change` (each entry an item kept whole by its index, or
 * data written in the list's style), and the data the file then holds. Only the lines of items
 * added, changed or removed differ, and the lines of an item moved.
 */
export function rewriteList(text: string, listKey: string, change: ListChange[]): { text: string; data: unknown } {
  const data = (load(text) ?? {}) as Record<string, unknown>;
  const list = Array.isArray(data[listKey]) ? (data[listKey] as unknown[]) : [];
  const items = change.map((each) => ("keep" in each ? list[each.keep] : each.data));
  const edited = { ...data, [listKey]: items };
  const layout = layoutOf(text, listKey);
  if (layout && layout.items.length === list.length) {
    const model = layout.items.find((item) => item.chunks)?.chunks;
    const blocks = change.map((each) => {
      if ("keep" in each) return layout.items[each.keep]?.lines ?? [];
      const old = each.replaces === undefined ? undefined : layout.items[each.replaces];
      return itemLines(each.data, layout.indent, model, old);
    });
    const written = [...layout.before, ...blocks.flat(), ...layout.after].join("\n");
    if (sameData(load(written), edited)) return { text: written, data: edited };
  }
  // No folding of long lines: an alt text stays on one line, as it was written.
  const whole = `${blockLines(edited).join("\n")}\n`;
  if (!sameData(load(whole), edited)) throw new Error(`${listKey}: the file could not be written back as its data`);
  return { text: whole, data: edited };
}
