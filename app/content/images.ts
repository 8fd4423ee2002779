/**
 * The third stage of the content check: each picture a content file names is found among the
 * image files (any of the extensions, in any case), has a description (its own, or the one it is
 * shown with elsewhere), and is large enough for its slot. Nothing here changes the references it is
 * given: each found picture comes back as a new reference with its file, size and description.
 */
import { cropWarning } from "./crop.ts";
import type { ImageUse } from "./facts.ts";
import { type Problem, problem } from "./problem-line.ts";
import { presetMinimum } from "./schema/blocks.ts";
import { ImageRef } from "./schema/refs.ts";

export const imagesDir = "app/assets/images";
export const imageExtensions = [".jpg", ".jpeg", ".png", ".webp"];

/** A picture's size in pixels, as its file's header (or, in the editor, the browser) gives it. */
export type ImageSize = { width: number; height: number };

/** What is known of the image files: their paths, and their sizes where they have been read. */
export type ImageFiles = {
  /** Paths below the images folder. */
  available: readonly string[];
  /** A file's size; unknown sizes are not checked. */
  sizeOf?: (file: string) => ImageSize | undefined;
};

/** Photos an edit adds, by path below the images folder, with their sizes where known. */
export type Uploads = ReadonlyMap<string, ImageSize | undefined>;

/** The image files a snapshot lists with the photos an edit adds: an added photo's size first. */
export function withUploads(
  known: { images: readonly string[]; sizes: Record<string, ImageSize> },
  uploads: Uploads,
): ImageFiles {
  return {
    available: [...new Set([...known.images, ...uploads.keys()])],
    sizeOf: (file) => uploads.get(file) ?? known.sizes[file],
  };
}

/**
 * The problems an editor in the browser can tell: against a build's pictures (not the working
 * copy's, which are `complete`), a photo uploaded since that build is not among them, so whether
 * it exists is left to the build.
 */
export function problemsEditorCanTell(known: { complete: boolean }, problems: readonly Problem[]): Problem[] {
  return problems.filter((problem) => known.complete || problem.code !== "picture-not-found");
}

/** Where a use of a picture was found, and the description it is shown with. */
export type Placement = { file: string; alt: string; size?: ImageSize };

const extension = (file: string) => /\.[^./]+$/.exec(file)?.[0].toLowerCase() ?? "";

/** The file a written image path means: the same name with any image extension, in any case. */
export function findImage(written: string, available: readonly string[]): string | undefined {
  if (available.includes(written)) return written;
  const stem = written.replace(/\.[^./]+$/, "").toLowerCase();
  return available.find(
    (file) => file.replace(/\.[^./]+$/, "").toLowerCase() === stem && imageExtensions.includes(extension(file)),
  );
}

/**
 * Finds each use's file and settles its description: a use with its own alt text keeps it, and a
 * reuse without one takes the first description the same picture is shown with anywhere. Any use
 * may come first, so replacing a photo in one place never strands another place that shows it.
 */
export function placeImages(uses: readonly ImageUse[], available: readonly string[]) {
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const files = new Map<ImageUse, string>();
  const described = new Map<string, ImageUse>();
  for (const use of uses) {
    const file = findImage(use.ref.path, available);
    if (!file) {
      problems.push(
        problem(
          use.file,
          use.keys,
          `${use.ref.path} is not in ${imagesDir} (looked for ${imageExtensions.join(", ")} in any case): check the name, or upload it`,
          "picture-not-found",
        ),
      );
      continue;
    }
    files.set(use, file);
    const first = described.get(file);
    // A new picture's description comes before a reuse's own, whichever file is read first.
    if (use.ref.alt && (!first || (first.ref.reuse && !use.ref.reuse))) described.set(file, use);
  }
  const placements = new Map<ImageRef, Placement>();
  for (const [use, file] of files) {
    const alt = use.ref.alt || described.get(file)?.ref.alt || "";
    if (!alt)
      problems.push(
        problem(
          use.file,
          use.keys,
          `${use.ref.path} is not shown anywhere else with a description: describe it here (alt), for people who cannot see it`,
        ),
      );
    placements.set(use.ref, { file, alt });
  }
  const used = new Set(files.values());
  for (const file of available)
    if (!used.has(file))
      warnings.push(problem(`${imagesDir}/${file}`, [], "not used by any content file (delete it, or use it)"));
  return { placements, problems, warnings };
}

/**
 * Checks that each found picture is large enough for its slot, and names the crop of a photo of
 * another shape; gives each placement the size it was checked at.
 */
export function checkImageSizes(
  uses: readonly ImageUse[],
  placements: ReadonlyMap<ImageRef, Placement>,
  sizeOf: (file: string) => ImageSize | undefined,
) {
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const sized = new Map<ImageRef, Placement>();
  for (const use of uses) {
    const placement = placements.get(use.ref);
    if (!placement) continue;
    const size = sizeOf(placement.file);
    sized.set(use.ref, size ? { ...placement, size } : placement);
    if (!size) continue;
    const { width, height } = size;
    const minimum = presetMinimum[use.ref.preset];
    if (width < minimum.width || height < minimum.height)
      problems.push(
        problem(
          use.file,
          use.keys,
          `${use.ref.path} is ${width}x${height} pixels: a ${use.ref.preset} picture needs at least ${minimum.width}x${minimum.height}; choose a larger photo (or save one under the same name)`,
        ),
      );
    const crop = cropWarning(use.ref.path, size, use.ref.preset, use.ref.focus);
    if (crop) warnings.push(problem(use.file, use.keys, crop));
  }
  return { placements: sized, problems, warnings };
}

/**
 * The third stage whole: each use's file found, described and measured; each placement with the
 * size it was checked at.
 */
export function checkPictures(uses: readonly ImageUse[], images: ImageFiles) {
  const found = placeImages(uses, images.available);
  const measured = checkImageSizes(uses, found.placements, images.sizeOf ?? (() => undefined));
  return {
    placements: measured.placements,
    problems: [...found.problems, ...measured.problems],
    warnings: [...found.warnings, ...measured.warnings],
  };
}

/** A found picture: the written reference with its file, description and size. */
export function placedPicture(ref: ImageRef, { file, alt, size }: Placement): ImageRef {
  const placed = new ImageRef(ref.path, ref.preset, alt, ref.reuse);
  placed.field = ref.field;
  placed.focus = ref.focus;
  placed.file = file;
  placed.img = { src: `${imagesDir}/${file}`, w: size?.width ?? 0, h: size?.height ?? 0 };
  return placed;
}

/**
 * A resolved file with each picture replaced by its placed reference (`placed`: written ->
 * placed); a picture slot's `alt` left empty on a reuse reads the shared description.
 */
export function withPictures(value: unknown, placed: ReadonlyMap<ImageRef, ImageRef>): unknown {
  if (value instanceof ImageRef) return placed.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => withPictures(item, placed));
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    const object = Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withPictures(item, placed)]),
    ) as Record<string, unknown>;
    if (object.image instanceof ImageRef && object.alt === "") object.alt = object.image.alt;
    return object;
  }
  return value;
}
