import { afterEach, describe, expect, it, vi } from "vitest";

import { whenNearViewport } from "./near-viewport";

type Callback = (entries: { isIntersecting: boolean }[]) => void;

afterEach(() => vi.unstubAllGlobals());

describe("whenNearViewport", () => {
  it("waits until the element comes within the margin of the viewport", async () => {
    const observers: { callback: Callback; margin: string; disconnected: boolean }[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        record: { callback: Callback; margin: string; disconnected: boolean };
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
    let near = false;
    const waiting = whenNearViewport(document.createElement("div")).then(() => (near = true));
    observers[0]?.callback([{ isIntersecting: false }]);
    await Promise.resolve();
    expect(near).toBe(false);
    observers[0]?.callback([{ isIntersecting: true }]);
    await waiting;
    expect(near).toBe(true);
    expect(observers[0]).toMatchObject({ margin: "100% 0px", disconnected: true });
  });

  it("resolves at once without an element or without IntersectionObserver", async () => {
    await expect(whenNearViewport(null)).resolves.toBeUndefined();
    vi.stubGlobal("IntersectionObserver", undefined);
    await expect(whenNearViewport(document.createElement("div"))).resolves.toBeUndefined();
  });
});
