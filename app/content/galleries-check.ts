/**
 * The build's content check for the galleries file alone, as the job page's worker runs it: the
 * file against its schema, its facts filled in, and its pictures checked among every other use
 * of a picture, as a build wrote them down (`galleriesBasis` in check.ts). No other file's
 * problem changes with the galleries, so what an edit of the galleries brings here is what the
 * whole check would say it brings (entry-check.ts `newProblems`), and the worker carries no
 * other file's schema (docs/decisions/161).
 */
import { type Facts, type ImageUse, resolve, type ResolveContext } from "./facts.ts";
import { checkPictures, type ImageSize, problemsEditorCanTell, type Uploads, withUploads } from "./images.ts";
import { type Path, type Problem, problemsBrought } from "./problem-line.ts";
import { galleriesSchema } from "./schema/galleries.ts";
import { galleriesFile } from "./schema/gallery-fields.ts";
import { type ImageFocus, type ImagePreset, ImageRef } from "./schema/refs.ts";
import { parse } from "./schema-check.ts";

/** A use of a picture as its file writes it, in plain data. */
export type WrittenUse = {
  path: string;
  preset: ImagePreset;
  alt: string;
  reuse: boolean;
  focus?: ImageFocus;
  field?: "src" | "reuse";
  file: string;
  keys: Path;
};

/** What the galleries' check reads of the other content files, as a build found them. */
export type GalleriesBasis = {
  /** The facts the copy is filled from: the business details resolved, the figures. */
  facts: Facts;
  /** Every other file's use of a picture, in the order the whole check reads the files. */
  uses: WrittenUse[];
  /** How many of `uses` the whole check reads before the galleries file's own. */
  usesBefore: number;
};

/** What the check reads of a content snapshot (check.ts `ContentSnapshot`). */
export type GalleriesCheckContent = {
  raw: { shared: { galleries?: unknown } };
  images: readonly string[];
  sizes: Record<string, ImageSize>;
  complete: boolean;
  galleriesBasis: GalleriesBasis;
};

export function writtenUse({ ref, file, keys }: ImageUse): WrittenUse {
  const { path, preset, alt, reuse, focus, field } = ref;
  return { path, preset, alt, reuse, ...(focus && { focus }), ...(field && { field }), file, keys };
}

function useOf({ path, preset, alt, reuse, focus, field, file, keys }: WrittenUse): ImageUse {
  const ref = new ImageRef(path, preset, alt, reuse);
  ref.focus = focus;
  ref.field = field;
  return { ref, file, keys };
}

/** Every problem the whole check finds that the galleries' data can change, in its order. */
function galleriesProblems(content: GalleriesCheckContent, data: unknown, uploads: Uploads): Problem[] {
  const { facts, uses, usesBefore } = content.galleriesBasis;
  const problems: Problem[] = [];
  // The galleries' schema makes no page links, so no page's path is needed.
  const context: ResolveContext = { file: galleriesFile, facts, problems, images: [], pagePaths: new Map() };
  const parsed = data === undefined ? undefined : parse(galleriesSchema, data, galleriesFile, problems);
  if (parsed !== undefined) resolve(parsed, [], context);
  const others = uses.map(useOf);
  const all = [...others.slice(0, usesBefore), ...context.images, ...others.slice(usesBefore)];
  problems.push(...checkPictures(all, withUploads(content, uploads)).problems);
  return problems;
}

/** The problems the galleries' data brings, with the photos it adds: none that the build's galleries had. */
export function newGalleriesProblems(content: GalleriesCheckContent, data: unknown, uploads: Uploads): Problem[] {
  const before = galleriesProblems(content, content.raw.shared.galleries, new Map());
  return problemsBrought(before, problemsEditorCanTell(content, galleriesProblems(content, data, uploads)));
}
