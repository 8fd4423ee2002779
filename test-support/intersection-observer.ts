import { vi } from "vitest";

type Callback = (entries: { isIntersecting: boolean }[]) => void;

export type Observed = { callback: Callback; margin: string; disconnected: boolean };

/**
 * Replaces IntersectionObserver with one the test drives: each one made is recorded with its
 * callback, which the test calls to say whether the element is near. Undo with
 * `vi.unstubAllGlobals()`.
 */
export function stubObserver(): Observed[] {
  const observers: Observed[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      record: Observed;
      constructor(callback: Callback, options: { rootMargin: string }) {
        this.record = { callback, margin: options.rootMargin, disconnected: false };
        observers.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
  return observers;
}
