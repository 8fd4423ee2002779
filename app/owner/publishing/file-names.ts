/**
 * File names for new photos from the words that describe them, never one already taken.
 */

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
