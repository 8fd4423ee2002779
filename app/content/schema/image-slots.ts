/**
 * What each picture slot needs, in plain data: the visitors' pages never load it, and the job
 * page reads it without the schemas (docs/decisions/113). The schemas re-export it.
 */
import type { ImagePreset } from "./refs.ts";

const quoted = (input: unknown) => JSON.stringify(input);

/**
 * An iPhone's HEIC photo: browsers other than Safari cannot show it, and the build's image
 * library has no HEVC decoder to convert it, so the owner saves it as JPEG instead.
 */
export const phonePhotoAdvice = (path: string) =>
  `${quoted(path)} is a HEIC photo, which most browsers cannot show: use a JPEG (iPhone: Settings > Camera > Formats > Most Compatible; Android: the camera's settings, High efficiency off)`;

/** Where the editor puts a slot's uploads, under app/assets/images. */
export const presetFolder: Record<ImagePreset, string> = { hero: "heroes", photo: "projects", avatar: "team" };

/** The smallest master each slot accepts: its largest responsive width at the slot's shape. */
export const presetMinimum: Record<ImagePreset, { width: number; height: number }> = {
  hero: { width: 1600, height: 1200 },
  photo: { width: 1200, height: 900 },
  avatar: { width: 384, height: 384 },
};

export const altLabel = "Description for people who cannot see the photo";
