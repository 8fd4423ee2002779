/** Where a problem is in a content file: keys and list positions from the file's top. */
export type Path = (string | number)[];

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
export const line = (file: string, keys: Path, message: string) =>
  keys.length ? `${file}: ${fieldPath(keys)}: ${message}` : `${file}: ${message}`;

const fieldPattern = /^[A-Za-z_$][\w$-]*(?:\.[A-Za-z_$][\w$-]*|\[item [1-9]\d*\])*$/;

/** A problem line read back: its file, the keys of its field (none for the whole file) and its message. */
export function parseLine(problem: string): { file: string; keys: Path; message: string } | undefined {
  const match = /^(\S+?): (.*)$/.exec(problem);
  if (!match) return undefined;
  const [, file = "", rest = ""] = match;
  const [field = "", ...message] = rest.split(": ");
  if (!message.length || !fieldPattern.test(field)) return { file, keys: [], message: rest };
  const keys: Path = [];
  for (const [, item, name] of field.matchAll(/\[item (\d+)\]|([^.[\]]+)/g)) keys.push(item ? Number(item) - 1 : name!);
  return { file, keys, message: message.join(": ") };
}
