// @ts-check
/**
 * Writes app/assets/fonts/: the site's one web font, the headings' Fraunces 600, cut down
 * from @fontsource's latin file to the characters English copy uses, about 40% fewer bytes.
 * Text outside the set still shows, in the metric-matched fallback face (app.css declares the
 * same `unicode-range`). Run `npm run make -- fonts` after upgrading @fontsource or changing the set.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

import subsetFont from "subset-font";

/** Printable ASCII plus the typographic marks and symbols copy is likely to contain. */
export const siteCharacters =
  Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCodePoint(0x20 + i)).join("") +
  "\u00a0£€©®°±×÷·•…–—‘’‚“”„′″←→™";

/**
 * The CSS `unicode-range` of a set of characters: code points joined into runs.
 * @param {string} characters
 */
export function unicodeRange(characters) {
  const points = [...new Set([...characters].map((c) => /** @type {number} */ (c.codePointAt(0))))].sort(
    (a, b) => a - b,
  );
  /** @type {string[]} */
  const runs = [];
  for (let i = 0; i < points.length;) {
    let end = i;
    while (end + 1 < points.length && points[end + 1] === (points[end] ?? 0) + 1) end++;
    const hex = (/** @type {number} */ n) => `U+${n.toString(16).toUpperCase().padStart(4, "0")}`;
    runs.push(end === i ? hex(points[i] ?? 0) : `${hex(points[i] ?? 0)}-${points[end]?.toString(16).toUpperCase()}`);
    i = end + 1;
  }
  return runs.join(", ");
}

/**
 * OpenType features kept: the ones browsers apply by default to Latin text (kerning, standard
 * ligatures, contextual forms, composition, localised forms). Stylistic sets, alternates and
 * figure styles, which headings never turn on, go.
 */
const keepFeatures = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "rlig"];

const faces = [
  { from: import.meta.resolve("@fontsource/fraunces/files/fraunces-latin-600-normal.woff2"), to: "fraunces-600.woff2" },
];

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const out = path.join(root, "app/assets/fonts");
  await mkdir(out, { recursive: true });
  for (const face of faces) {
    const source = await readFile(new URL(face.from));
    const subset = await subsetFont(source, siteCharacters, { targetFormat: "woff2", keepFeatures });
    await writeFile(path.join(out, face.to), subset);
    console.log(`${face.to}: ${(source.length / 1024).toFixed(1)} KB -> ${(subset.length / 1024).toFixed(1)} KB`);
  }
  console.log(`unicode-range: ${unicodeRange(siteCharacters)}`);
}
