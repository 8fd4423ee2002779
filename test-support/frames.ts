import { vi } from "vitest";

/**
 * Resolves once the next frame has been painted and a task queued from it has run: the point where
 * work left "for after the next paint" (app/lib/after-next-paint.ts) has been done.
 */
export const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * From now on, frames are drawn only when the test says so: returns what draws the frame asked
 * for so far. The caller restores the browser's own with `vi.unstubAllGlobals()`.
 */
export function holdFrames(): () => void {
  const frames = new Map<number, FrameRequestCallback>();
  let lastId = 0;
  vi.stubGlobal("requestAnimationFrame", (run: FrameRequestCallback) => {
    frames.set(++lastId, run);
    return lastId;
  });
  vi.stubGlobal("cancelAnimationFrame", (id: number) => frames.delete(id));
  return () => {
    const due = [...frames.values()];
    frames.clear();
    for (const run of due) run(performance.now());
  };
}
