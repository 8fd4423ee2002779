/**
 * The lines a refused Save gave, shown beside the fields they name. Decap tells a field's control
 * its name and the ids of the fields around it (`parentIds`: `<name>-field-<n>` for each group and
 * list, an item's own key inside a list); the keys of a problem line are matched against those
 * names, list positions included, and the line stays beside its field until the field is changed
 * or the entry is saved again.
 */
import { parseLine, type Path } from "../content/problem-line.ts";

/** Where a control sits: its field's name and the names of the groups and lists around it; `*` for a list item. */
export type ControlPlace = { names: (string | { item: string })[] };

/** A control's place, from what Decap gives it. */
export function controlPlace(parentIds: readonly (string | undefined)[], name: string): ControlPlace {
  const names: ControlPlace["names"] = [];
  for (const id of parentIds) {
    if (!id) continue;
    const field = /^(.+)-field-\d+$/.exec(id)?.[1];
    names.push(field ?? { item: id });
  }
  names.push(name);
  return { names };
}

/** The keys a place stands for, once each list item's position is known (or any position, where it is not). */
function matches(place: ControlPlace, keys: Path, position: (item: string) => number | undefined): boolean {
  if (place.names.length !== keys.length) return false;
  return place.names.every((name, index) => {
    const key = keys[index];
    if (typeof name === "string") return name === key;
    if (typeof key !== "number") return false;
    const at = position(name.item);
    return at === undefined || at === key;
  });
}

const valueAt = (data: unknown, keys: Path) =>
  keys.reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], data);

type Refusal = { filePath: string; data: unknown; lines: { keys: Path; line: string }[] };

let refusal: Refusal | undefined;
const listeners = new Set<() => void>();

/** Records what a Save was refused for (nothing, once a Save goes through), and tells the fields. */
export function showFieldProblems(filePath: string, data: unknown, problems: readonly string[]) {
  const lines = problems.flatMap((line) => {
    const parsed = parseLine(line);
    return parsed && parsed.file === filePath && parsed.keys.length ? [{ keys: parsed.keys, line }] : [];
  });
  refusal = lines.length ? { filePath, data, lines } : undefined;
  for (const listener of listeners) listener();
}

/** Called whenever the refused lines change; returns the unsubscribe. */
export function onFieldProblems(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The refused lines for one control of the entry at `filePath` that still holds the value it was
 * refused for. A control inside a list item also answers for the item itself (a list of single
 * values names the item, not its field).
 */
export function problemsAt(
  filePath: string,
  place: ControlPlace,
  value: unknown,
  position: (item: string) => number | undefined = () => undefined,
): string[] {
  if (!refusal || refusal.filePath !== filePath) return [];
  const { data } = refusal;
  const itemPlace = typeof place.names.at(-2) === "object" ? { names: place.names.slice(0, -1) } : undefined;
  return refusal.lines
    .filter(({ keys }) => matches(place, keys, position) || (itemPlace && matches(itemPlace, keys, position)))
    .filter(({ keys }) => String(valueAt(data, keys) ?? "") === String(value ?? ""))
    .map(({ line }) => line);
}
