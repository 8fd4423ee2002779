/**
 * How a prepared photo is described to the owner, wherever they pick one (the site editor's
 * picture library, the phone's job page): its size in words and what was taken out of it.
 */
import type { MetadataKind } from "./jpeg-header.ts";
import { maxPixels, type PhotoFacts, type PhotoRefused } from "./prepare-photo.ts";

/** What the owner is told was taken out, most private first. */
const removedWords: Partial<Record<MetadataKind, string>> = {
  location: "where it was taken (GPS)",
  camera: "the camera's details and the time",
  "maker-notes": "the maker's notes",
  xmp: "XMP",
  iptc: "IPTC",
  comment: "a comment",
};

/** "3.2 MB", "412 KB". */
export const bytesInWords = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** "3.2 MB, 4032 x 3024". */
export const factsInWords = ({ bytes, width, height }: Omit<PhotoFacts, "name">) =>
  `${bytesInWords(bytes)}, ${width} x ${height}`;

/** The metadata taken out, in the owner's words, most private first. */
export const removedInWords = (removed: readonly MetadataKind[]): string[] =>
  Object.entries(removedWords).flatMap(([kind, words]) => (removed.includes(kind as MetadataKind) ? [words] : []));

/** The one line for a file that cannot be prepared; a HEIC photo gets the build's own line, `heifLine`. */
export function refusedInWords({ reason, fileName }: PhotoRefused, heifLine: (fileName: string) => string) {
  if (reason === "heif") return heifLine(fileName);
  if (reason === "too-large")
    return `"${fileName}" is too large to prepare on a phone (over ${maxPixels / 1_000_000} megapixels): choose a smaller photo`;
  if (reason === "stalled") return `"${fileName}" could not be read on this phone: pick the photo again`;
  return `"${fileName}" could not be read as a picture: choose a JPEG, PNG or WebP photo`;
}
