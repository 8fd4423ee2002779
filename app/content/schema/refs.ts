/**
 * What a validated content file holds before the build resolves it: references the schemas
 * cannot settle alone (an image on disk, another page, a placeholder), resolved by the content
 * check (`check.ts`: placeholders and page links in `facts.ts`, images in `images.ts`) once every
 * file has been read.
 */
import type { ResponsiveImage } from "../../lib/responsive-image.ts";

/** Image sizes the build makes, by slot (see `imagePresets` in app/content/image-presets.ts). */
export type ImagePreset = "hero" | "photo" | "avatar";

/** Which part of a photo a slot of another shape keeps. */
export const imageFocuses = ["center", "top", "bottom", "left", "right"] as const;
export type ImageFocus = (typeof imageFocuses)[number];

/**
 * One use of a picture. In the app it becomes the `?preset=` import of its file; read in Node
 * (tests, scripts) it stays this object, shaped like a ResponsiveImage of the master file.
 */
export class ImageRef implements ResponsiveImage {
  /** The field it was written in, when a picture slot names it (src or reuse). */
  field: "src" | "reuse" | undefined;
  /** The master file, relative to app/assets/images, once found on disk. */
  file = "";
  /** The part of the photo to keep when the slot's shape differs; the middle when unset. */
  focus: ImageFocus | undefined = undefined;
  sources: Record<string, string> = {};
  img = { src: "", w: 0, h: 0 };
  constructor(
    /** As written in the content file, relative to app/assets/images. */
    readonly path: string,
    readonly preset: ImagePreset,
    /** Alt text given with this use; a reuse may leave it empty to take the first use's. */
    public alt: string,
    /** Whether this use says it repeats a picture used elsewhere. */
    readonly reuse: boolean,
  ) {
    this.field = undefined;
  }
}

/** A link to a page of the registry, by id; resolved to its path. */
export class PageLink {
  constructor(readonly id: string) {}
}

/** A sentence with values filled in where the page shows it, e.g. "{position} of {total}". */
export type TextTemplate<Params extends readonly string[]> = ((
  ...values: { [K in keyof Params]: string | number }
) => string) & { source: string; params: Params };

export function textTemplate<const Params extends readonly string[]>(
  source: string,
  params: Params,
): TextTemplate<Params> {
  const fill = (...values: (string | number)[]) =>
    source.replace(/\{(\w+)\}/g, (match, name: string) => {
      const index = params.indexOf(name);
      return index === -1 ? match : String(values[index]);
    });
  return Object.assign(fill, { source, params }) as unknown as TextTemplate<Params>;
}

export function isTextTemplate(value: unknown): value is TextTemplate<readonly string[]> {
  return typeof value === "function" && "source" in value && "params" in value;
}
