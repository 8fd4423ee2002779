/**
 * Index arithmetic of a carousel that wraps at both ends. Kept pure so the rules
 * (previous from the first slide is the last, next from the last is the first) are tested
 * on their own, apart from any rendering.
 */

function assertCount(count: number): void {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`A carousel needs at least one slide, got ${count}.`);
}

/** Any integer mapped onto 0..count-1, wrapping in both directions. */
export function wrapIndex(index: number, count: number): number {
  assertCount(count);
  if (!Number.isInteger(index)) throw new RangeError(`Slide index must be an integer, got ${index}.`);
  return ((index % count) + count) % count;
}

export function nextIndex(current: number, count: number): number {
  return wrapIndex(current + 1, count);
}

export function previousIndex(current: number, count: number): number {
  return wrapIndex(current - 1, count);
}

/** True when `index` names a slide; a jump to anything else is ignored rather than wrapped. */
export function isInBounds(index: number, count: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < count;
}

/** The target of a direct jump (a thumbnail, a link to a slide): out-of-range targets keep the current slide. */
export function jumpIndex(current: number, target: number, count: number): number {
  return isInBounds(target, count) ? target : current;
}

/** The current slide and its two neighbours: the slides whose images should already be loaded. */
export function isNearCurrent(index: number, current: number, count: number): boolean {
  return index === current || index === nextIndex(current, count) || index === previousIndex(current, count);
}
