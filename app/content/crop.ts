/**
 * What a picture slot cuts off a photo of another shape. Slots show their photo at a fixed
 * shape (4:3, square) and crop the rest; the owner is told how much is lost and how to choose
 * which part is kept. Pure, so the build and the editor can both call it.
 */
import { presetMinimum } from "./schema/image-slots.ts";
import type { ImageFocus, ImagePreset } from "./schema/refs.ts";

/** Shapes closer than this to the slot's are not worth a word (a few pixels' trim). */
const tolerance = 0.03;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** "4:3", or "square". */
function shapeName(width: number, height: number) {
  const divisor = gcd(width, height);
  return width === height ? "square" : `${width / divisor}:${height / divisor}`;
}

/**
 * One line when a photo of `width` x `height` loses more than a trim in a `preset` slot and no
 * focus says which part to keep; undefined otherwise.
 */
export function cropWarning(
  path: string,
  { width, height }: { width: number; height: number },
  preset: ImagePreset,
  focus?: ImageFocus,
): string | undefined {
  if (!width || !height || focus) return undefined;
  const slot = presetMinimum[preset];
  const slotRatio = slot.width / slot.height;
  const ratio = width / height;
  if (Math.abs(ratio - slotRatio) / slotRatio <= tolerance) return undefined;
  const orientation = width > height ? "landscape" : width < height ? "portrait" : "square";
  const tall = ratio < slotRatio;
  const kept = Math.round((tall ? ratio / slotRatio : slotRatio / ratio) * 100);
  const [dimension, choices] = tall ? ["height", "top or bottom"] : ["width", "left or right"];
  return `${path} is ${width}x${height} (${orientation}): the ${shapeName(slot.width, slot.height)} slot keeps the middle ${kept}% of its ${dimension}; set focus to ${choices} to choose`;
}
