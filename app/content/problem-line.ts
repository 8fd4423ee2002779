/** Where a problem is in a content file: keys and list positions from the file's top. */
export type Path = (string | number)[];

/**
 * What a check found wrong in a content file, as data: the file, the keys of its field (none for
 * the whole file) and what is wrong with the fix. The build's line, `npm run check` and the
 * editor's labelled message are each drawn from it (docs/decisions/089).
 */
export type Problem = {
  file: string;
  keys: Path;
  message: string;
  /** Set where a reader treats the problem apart: the editor cannot tell a picture missing from a build's list. */
  code?: "picture-not-found";
};

/** A problem of a content file; `code` only where a reader treats it apart. */
export const problem = (file: string, keys: Path, message: string, code?: Problem["code"]): Problem =>
  code ? { file, keys, message, code } : { file, keys, message };

/**
 * `hero.stats[item 3].value`, as the owner reads a field's place: a list's items are counted from
 * 1, and say so, for an owner in the editor and a developer in the file alike.
 */
const fieldPath = (keys: Path) =>
  keys.reduce<string>(
    (text, key) => (typeof key === "number" ? `${text}[item ${key + 1}]` : text ? `${text}.${key}` : key),
    "",
  );

/** The value at `keys` in a file's data, or undefined where there is none. */
export const valueAt = (data: unknown, keys: Path): unknown =>
  keys.reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], data);

/** One problem as one line: `content/file.yml: field: what is wrong and the fix`. */
export const problemLine = ({ file, keys, message }: Problem) =>
  keys.length ? `${file}: ${fieldPath(keys)}: ${message}` : `${file}: ${message}`;

/** The problems of `after` that `before` has not (the same line): what an edit brought. */
export function problemsBrought(before: readonly Problem[], after: readonly Problem[]): Problem[] {
  const had = new Set(before.map(problemLine));
  return after.filter((each) => !had.has(problemLine(each)));
}
