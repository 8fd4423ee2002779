/** Where a problem is in a content file: keys and list positions from the file's top. */
export type Path = (string | number)[];

/** `hero.stats[2].value`, as the owner reads a field's place. */
export const fieldPath = (keys: Path) =>
  keys.reduce<string>((text, key) => (typeof key === "number" ? `${text}[${key}]` : text ? `${text}.${key}` : key), "");

/** One problem as one line: `content/file.yml: field: what is wrong and the fix`. */
export const line = (file: string, keys: Path, message: string) =>
  keys.length ? `${file}: ${fieldPath(keys)}: ${message}` : `${file}: ${message}`;
