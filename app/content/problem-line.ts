/** Where a problem is in a content file: keys and list positions from the file's top. */
export type Path = (string | number)[];

/** `hero.stats[2].value`, as the owner reads a field's place. */
const fieldPath = (keys: Path) =>
  keys.reduce<string>((text, key) => (typeof key === "number" ? `${text}[${key}]` : text ? `${text}.${key}` : key), "");

/** One problem as one line: `content/file.yml: field: what is wrong and the fix`. */
export const line = (file: string, keys: Path, message: string) =>
  keys.length ? `${file}: ${fieldPath(keys)}: ${message}` : `${file}: ${message}`;

const fieldPattern = /^[A-Za-z_$][\w$-]*(?:\.[A-Za-z_$][\w$-]*|\[\d+\])*$/;

/** A problem line read back: its file, the keys of its field (none for the whole file) and its message. */
export function parseLine(problem: string): { file: string; keys: Path; message: string } | undefined {
  const match = /^(\S+?): (.*)$/.exec(problem);
  if (!match) return undefined;
  const [, file = "", rest = ""] = match;
  const [field = "", ...message] = rest.split(": ");
  if (!message.length || !fieldPattern.test(field)) return { file, keys: [], message: rest };
  const keys: Path = [];
  for (const [, name, index] of field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) keys.push(index ? Number(index) : name!);
  return { file, keys, message: message.join(": ") };
}
