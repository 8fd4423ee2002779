/**
 * The third stage of the content check: each picture a content file names is found among the
 * image files (any of the extensions, in any case), shown once with its own description and
 * reused elsewhere, and large enough for its slot.
 */
import { cropWarning } from "./crop.ts";
import type { ImageUse, Walk } from "./facts.ts";
import { fieldPath, line } from "./problem-line.ts";
import { presetMinimum } from "./schema/blocks.ts";
import { ImageRef } from "./schema/refs.ts";

export const imagesDir = "app/assets/images";
export const imageExtensions = [".jpg", ".jpeg", ".png", ".webp"];

const extension = (file: string) => /\.[^./]+$/.exec(file)?.[0].toLowerCase() ?? "";

/** The file a written image path means: the same name with any image extension, in any case. */
export function findImage(written: string, available: readonly string[]): string | undefined {
  if (available.includes(written)) return written;
  const stem = written.replace(/\.[^./]+$/, "").toLowerCase();
  return available.find(
    (file) => file.replace(/\.[^./]+$/, "").toLowerCase() === stem && imageExtensions.includes(extension(file)),
  );
}

export function checkImages(available: readonly string[], walk: Walk, uses: Walk["images"], warnings: string[]) {
  const firstUse = new Map<string, Walk["images"][number]>();
  for (const use of uses) {
    const file = findImage(use.ref.path, available);
    if (!file) {
      walk.problems.push(
        line(
          use.file,
          use.keys,
          `${use.ref.path} is not in ${imagesDir} (looked for ${imageExtensions.join(", ")} in any case): check the name, or upload it`,
        ),
      );
      continue;
    }
    use.ref.file = file;
    use.ref.img.src = `${imagesDir}/${file}`;
    if (!use.ref.reuse && !firstUse.has(file)) firstUse.set(file, use);
  }
  for (const use of uses) {
    if (!use.ref.file) continue;
    const first = firstUse.get(use.ref.file);
    const where = first ? `${first.file}: ${fieldPath(first.keys)}` : "";
    if (use.ref.reuse) {
      if (!first)
        walk.problems.push(
          line(use.file, use.keys, `${use.ref.path} is not shown anywhere else: write src instead of reuse`),
        );
      else if (!use.ref.alt) use.ref.alt = first.ref.alt;
    } else if (first && first !== use) {
      walk.problems.push(
        line(
          use.file,
          use.keys,
          `${use.ref.path} is already shown at ${where} with its own alt text: write reuse: ${use.ref.path} instead of src, and leave out alt to share that description`,
        ),
      );
    }
  }
  const used = new Set(uses.map((use) => use.ref.file));
  for (const file of available)
    if (!used.has(file)) warnings.push(`${imagesDir}/${file}: not used by any content file (delete it, or use it)`);
}

/** Copies each reused picture's alt text into the slot that shows it. */
export function shareAltTexts(value: unknown) {
  if (Array.isArray(value)) value.forEach(shareAltTexts);
  else if (value && typeof value === "object" && !(value instanceof ImageRef)) {
    const object = value as Record<string, unknown>;
    if (object.image instanceof ImageRef && object.alt === "") object.alt = object.image.alt;
    Object.values(object).forEach(shareAltTexts);
  }
}

/** A picture's size in pixels, as its file's header (or, in the editor, the browser) gives it. */
export type ImageSize = { width: number; height: number };

/** Checks that each picture is large enough for its slot, and names the crop of a photo of another shape. */
export function checkImageSizes(
  result: { imageUses: ImageUse[]; problems: string[]; warnings: string[] },
  sizeOf: (file: string) => ImageSize | undefined,
) {
  for (const use of result.imageUses) {
    if (!use.ref.file) continue;
    const size = sizeOf(use.ref.file);
    if (!size) continue;
    const { width, height } = size;
    use.ref.img.w = width;
    use.ref.img.h = height;
    const minimum = presetMinimum[use.ref.preset];
    if (width < minimum.width || height < minimum.height)
      result.problems.push(
        line(
          use.file,
          use.keys,
          `${use.ref.path} is ${width}x${height} pixels: a ${use.ref.preset} picture needs at least ${minimum.width}x${minimum.height}; save a larger photo under the same name`,
        ),
      );
    const crop = cropWarning(use.ref.path, { width, height }, use.ref.preset, use.ref.focus);
    if (crop) result.warnings.push(line(use.file, use.keys, crop));
  }
}
