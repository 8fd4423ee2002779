/**
 * Widths the build makes of each kind of image, following the slots they fill: heroes span a
 * phone's width or half a desktop, photos a gallery column or a carousel stage, avatars a small
 * circle; the largest width covers a 2x screen. Qualities per format: the lowest that keeps the
 * site's pictures at an SSIM of 0.97 or more against their master (`npm run make --
 * image-settings`, docs/decisions/072); avatars, with no pictures to measure yet, keep the
 * encoders' defaults. Encoder effort per format (decision 118): AVIF at sharp's default effort 4
 * took most of a build's encoding time; effort 3 at quality 50 keeps every measured photo's Y, Cb
 * and Cr SSIM within 0.002 of effort 4 at 45, about three times faster. Read by the build (vite.config.ts) and by the editor, which prepares an
 * uploaded photo to the size its slot needs (docs/decisions/108).
 */
import { presetMinimum } from "./schema/image-slots.ts";
import type { ImagePreset } from "./schema/refs.ts";

export type ImageFormat = "avif" | "webp" | "jpeg";

/**
 * The widths, on their own: the job page reads them alone (slotBounds), not the encoders' settings.
 * Named one by one, so the settings below name them without reading a property, which the bundler
 * would keep in the job page's script though the settings themselves are left out.
 */
const heroWidths = [480, 768, 1080, 1440];
const photoWidths = [400, 800, 1200];
const avatarWidths = [192, 384];
const presetWidths: Record<ImagePreset, number[]> = { hero: heroWidths, photo: photoWidths, avatar: avatarWidths };

export const imagePresets: Record<
  ImagePreset,
  { widths: number[]; quality: Record<ImageFormat, number>; effort: Partial<Record<ImageFormat, number>> }
> = {
  hero: { widths: heroWidths, quality: { avif: 50, webp: 75, jpeg: 70 }, effort: { avif: 3 } },
  photo: { widths: photoWidths, quality: { avif: 50, webp: 75, jpeg: 70 }, effort: { avif: 3 } },
  avatar: { widths: avatarWidths, quality: { avif: 50, webp: 80, jpeg: 80 }, effort: {} },
};

/**
 * The least a master for the slot must keep: the largest width the build makes of it (or the
 * check's minimum width, when that is larger), and the check's minimum height. A photo prepared
 * to exactly this covers every size the site serves and passes the build's size check.
 */
export function slotBounds(preset: ImagePreset): { width: number; height: number } {
  const minimum = presetMinimum[preset];
  return { width: Math.max(...presetWidths[preset], minimum.width), height: minimum.height };
}
