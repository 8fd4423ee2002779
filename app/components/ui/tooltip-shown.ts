/**
 * A tooltip opens for a resting mouse or for keyboard focus, never for a touch. A device none of
 * whose pointers can hover (a phone) would fetch Radix's tooltip (19 KB gzipped) and run its
 * handlers on every tap for a hint it never shows, so there the control is left on its own.
 */
export const tooltipMedia = "(any-hover: hover)";

/** Whether this device has a pointer that can hover, read now. */
export function tooltipsCanShow(): boolean {
  return window.matchMedia(tooltipMedia).matches;
}
