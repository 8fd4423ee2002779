/**
 * Adds one item to a list in a YAML file's text. The file is read and written whole, as the site
 * editor's Save writes a file (comments dropped, quoting tidied: docs/editing.md), with js-yaml:
 * a third of the size of a parser that keeps a file's layout, on a page that must stay small on a
 * phone (docs/decisions/113).
 */
import { CORE_SCHEMA, dump, load } from "js-yaml";

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
  const data = dataOf(filePath, text);
  const list = data[listKey];
  if (!Array.isArray(list)) throw new ListEditRefused(`${filePath}: ${listKey} is not a list`);
  const items = [...(list as unknown[])];
  items.splice(Math.max(0, Math.min(position, items.length)), 0, item);
  const edited = { ...data, [listKey]: items };
  // No folding of long lines: an alt text stays on one line, as it was written.
  return { text: dump(edited, { lineWidth: -1, noRefs: true }), data: edited };
}

/** The items of a top-level list in a YAML file's text; none when it has no such list. */
export function listItems(filePath: string, text: string, listKey: string): unknown[] {
  const list = dataOf(filePath, text)[listKey];
  return Array.isArray(list) ? list : [];
}
