/**
 * Adds one item to a list in a YAML file's text, with js-yaml: a third of the size of a parser that
 * keeps a file's layout, on a page that must stay small on a phone (docs/decisions/113). Only the
 * item's lines are written (list-lines.ts, docs/decisions/120).
 */
import { CORE_SCHEMA, load } from "js-yaml";

import { rewriteList } from "./list-lines";

/** A YAML file that cannot take the item: the file's path, and why. */
export class ListEditRefused extends Error {}

/** A YAML file's data (its top level as an object), or ListEditRefused saying why it cannot be read. */
export function dataOf(filePath: string, text: string): Record<string, unknown> {
  let data: unknown;
  try {
    // YAML 1.2's core schema, as the build reads content: no timestamps or merge keys, so a
    // caption such as 2024-05-01 stays text.
    data = load(text, { schema: CORE_SCHEMA });
  } catch (error) {
    throw new ListEditRefused(`${filePath}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
  }
  return data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}

/**
 * The file's text with `item` at `position` (clamped to the list) in the top-level list `listKey`,
 * and the file's data as it is then.
 */
export function withItemAt(
  filePath: string,
  text: string,
  listKey: string,
  item: Record<string, unknown>,
  position: number,
): { text: string; data: unknown } {
  const list = dataOf(filePath, text)[listKey];
  if (!Array.isArray(list)) throw new ListEditRefused(`${filePath}: ${listKey} is not a list`);
  const at = Math.max(0, Math.min(position, list.length));
  const kept = list.map((_, index) => ({ keep: index }));
  // Only the new item's lines are written; the rest of the file stays as it was (list-lines.ts).
  return rewriteList(text, listKey, [...kept.slice(0, at), { data: item }, ...kept.slice(at)]);
}

/** The items of a top-level list in a YAML file's text; none when it has no such list. */
export function listItems(filePath: string, text: string, listKey: string): unknown[] {
  const list = dataOf(filePath, text)[listKey];
  return Array.isArray(list) ? list : [];
}
