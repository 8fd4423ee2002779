/** The divider's position as a whole percentage of the width, measured from the left (the "before" side). */
export const COMPARISON_MIN = 0;
export const COMPARISON_MAX = 100;
const COMPARISON_STEP = 5;
const COMPARISON_PAGE_STEP = 20;

export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return COMPARISON_MIN;
  return Math.min(COMPARISON_MAX, Math.max(COMPARISON_MIN, Math.round(value)));
}

/** Where a pointer at `clientX` puts the divider in a box starting at `left` that is `width` wide. */
export function percentAt(clientX: number, left: number, width: number): number {
  if (width <= 0) return COMPARISON_MIN;
  return clampPercent(((clientX - left) / width) * 100);
}

/**
 * The divider's value after a key press, following the WAI-ARIA slider keys, or `null` for a
 * key the slider leaves alone.
 */
export function valueAfterKey(value: number, key: string): number | null {
  switch (key) {
    case "ArrowRight":
    case "ArrowUp":
      return clampPercent(value + COMPARISON_STEP);
    case "ArrowLeft":
    case "ArrowDown":
      return clampPercent(value - COMPARISON_STEP);
    case "PageUp":
      return clampPercent(value + COMPARISON_PAGE_STEP);
    case "PageDown":
      return clampPercent(value - COMPARISON_PAGE_STEP);
    case "Home":
      return COMPARISON_MIN;
    case "End":
      return COMPARISON_MAX;
    default:
      return null;
  }
}
