/**
 * Adds one item to a list in a YAML file's text, as the site editor would save it: the file is
 * parsed as a document, so its other items, comments and quoting stay as they were, and only the
 * new item is written.
 */
import { isSeq, parseDocument } from "yaml";

/** A YAML file that cannot take the item: the file's path, and why. */
export class ListEditRefused extends Error {}

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
  const document = parseDocument(text);
  const [error] = document.errors;
  if (error) throw new ListEditRefused(`${filePath}: ${error.message.split("\n")[0]}`);
  const list = document.get(listKey, true);
  if (!isSeq(list)) throw new ListEditRefused(`${filePath}: ${listKey} is not a list`);
  const at = Math.max(0, Math.min(position, list.items.length));
  list.items.splice(at, 0, document.createNode(item));
  return { text: document.toString(), data: document.toJS() };
}

/** The items of a top-level list in a YAML file's text; none when it has no such list. */
export function listItems(text: string, listKey: string): unknown[] {
  const data: unknown = parseDocument(text).toJS();
  const list = data && typeof data === "object" ? (data as Record<string, unknown>)[listKey] : undefined;
  return Array.isArray(list) ? list : [];
}

/**
 * A file name from words, e.g. "Resin driveway, Marlow" -> "resin-driveway-marlow": lower case
 * letters and digits joined by single hyphens, at most `length` characters, never empty.
 */
export function fileSlug(words: string, length = 48): string {
  const slug = words
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, length)
    .replace(/^-+|-+$/g, "");
  return slug || "job";
}

/** `name` if no file in `taken` has it, else the first of `name-2`, `name-3`... that is free. */
export function freeName(stem: string, extension: string, taken: ReadonlySet<string>): string {
  for (let count = 1; ; count += 1) {
    const name = `${stem}${count === 1 ? "" : `-${count}`}${extension}`;
    if (!taken.has(name)) return name;
  }
}
