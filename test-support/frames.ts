/**
 * Resolves once the next frame has been painted and a task queued from it has run: the point where
 * work left "for after the next paint" (app/lib/after-next-paint.ts) has been done.
 */
export const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
