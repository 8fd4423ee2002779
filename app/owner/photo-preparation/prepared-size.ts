/** A picture's size in pixels. */
export type PixelSize = { width: number; height: number };

/**
 * The size a photo is prepared to for a slot that needs at least `bounds` (its largest served
 * width, and the height the build's check asks for): scaled down, never up, until one side meets
 * its bound and the other is at or above its own. A 4032x3024 photo for a 1200x900 slot becomes
 * 1200x900; taken upright, 1200x1600, so the slot still gets its full width. A photo already
 * within the bounds keeps its size.
 */
export function preparedSize(source: PixelSize, bounds: PixelSize): PixelSize {
  const scale = Math.min(1, Math.max(bounds.width / source.width, bounds.height / source.height));
  if (scale === 1) return { width: source.width, height: source.height };
  return { width: Math.round(source.width * scale), height: Math.round(source.height * scale) };
}
