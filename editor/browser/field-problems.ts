/**
 * The lines a refused Save gave, shown beside the fields they name and in the box that lists them
 * all. Decap tells a field's control its name and the ids of the fields around it (`parentIds`:
 * `<name>-field-<n>` for each group and list, an item's own key inside a list); the keys of a
 * problem are matched against those names, list positions included. A line stays until the
 * check no longer gives it for the entry as it is in the form (whichever field fixed it), the
 * entry is saved again, or the owner leaves it.
 */
import { type Path, type Problem, problemLine, valueAt } from "../../app/content/problem-line.ts";

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

/** The problems a Save was refused for: `all` for the box, `fields` those naming a field of the entry. */
type Refusal = { filePath: string; data: unknown; all: Problem[]; fields: Problem[] };

let refusal: Refusal | undefined;
const listeners = new Set<() => void>();
const tell = () => {
  for (const listener of listeners) listener();
};

/** Records what a Save was refused for (nothing, once a Save goes through), and tells the fields and the box. */
export function showFieldProblems(filePath: string, data: unknown, problems: readonly Problem[]) {
  const fields = problems.filter((problem) => problem.file === filePath && problem.keys.length);
  refusal = problems.length ? { filePath, data, all: [...problems], fields } : undefined;
  tell();
}

/** Called whenever the refused lines change; returns the unsubscribe. */
export function onFieldProblems(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every refused problem not fixed yet, for the box that lists them. */
export const refusedProblems = (): readonly Problem[] => refusal?.all ?? [];

/** Whether the entry at `filePath` has lines still to fix, so that its fields follow each change. */
export const refusedIn = (filePath: string) => refusal?.filePath === filePath;

/**
 * After a change to the refused entry: keeps the lines the check still gives for it as it is now
 * (`now`), and tells the fields and the box when one has gone.
 */
export function keepUnfixed(filePath: string, now: Iterable<Problem>) {
  if (!refusal || refusal.filePath !== filePath) return;
  // The same problem is the same line: same file, field and message.
  const still = new Set([...now].map(problemLine));
  const unfixed = (problem: Problem) => still.has(problemLine(problem));
  const all = refusal.all.filter(unfixed);
  if (all.length === refusal.all.length) return;
  refusal = all.length ? { ...refusal, all, fields: refusal.fields.filter(unfixed) } : undefined;
  tell();
}

const fieldsShown = new Map<string, number>();

/**
 * Counts a field of the entry at `filePath` on screen; the returned function counts it gone. Once
 * no field of the refused entry is left, the owner has left that entry, and its lines go with it.
 */
export function fieldShown(filePath: string): () => void {
  fieldsShown.set(filePath, (fieldsShown.get(filePath) ?? 0) + 1);
  return () => {
    fieldsShown.set(filePath, (fieldsShown.get(filePath) ?? 1) - 1);
    // Decap also draws a form's fields again in place (a list item moved): wait for those to return.
    setTimeout(() => {
      if (refusal?.filePath !== filePath || fieldsShown.get(filePath)) return;
      refusal = undefined;
      tell();
    });
  };
}

/**
 * The refused problems still to fix for one control of the entry at `filePath`. A control inside a
 * list item also answers for the item itself (a list of single values names the item, not its
 * field).
 */
export function problemsAt(
  filePath: string,
  place: ControlPlace,
  value: unknown,
  position: (item: string) => number | undefined = () => undefined,
): Problem[] {
  if (!refusal || refusal.filePath !== filePath) return [];
  const { data } = refusal;
  const itemPlace = typeof place.names.at(-2) === "object" ? { names: place.names.slice(0, -1) } : undefined;
  // Without an item's position, the value it was refused for tells which item a line names.
  const unplaced = place.names.some((name) => typeof name === "object" && position(name.item) === undefined);
  return refusal.fields
    .filter(({ keys }) => matches(place, keys, position) || (itemPlace && matches(itemPlace, keys, position)))
    .filter(({ keys }) => !unplaced || String(valueAt(data, keys) ?? "") === String(value ?? ""));
}
