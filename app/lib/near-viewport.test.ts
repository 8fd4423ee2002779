import { afterEach, describe, expect, it, vi } from "vitest";

import { stubObserver } from "../../test-support/intersection-observer";

import { onceNearViewport, whenNearViewport } from "./near-viewport";

afterEach(() => vi.unstubAllGlobals());

describe("onceNearViewport", () => {
  it("calls back once the element is near, and stops watching when told to before", () => {
    const observers = stubObserver();
    const onNear = vi.fn();
    onceNearViewport(document.createElement("div"), "400px", onNear);
    observers[0]?.callback([{ isIntersecting: true }]);
    expect(onNear).toHaveBeenCalledOnce();
    expect(observers[0]).toMatchObject({ margin: "400px 0px", disconnected: true });

    const stop = onceNearViewport(document.createElement("div"), "400px", onNear);
    stop();
    expect(observers[1]?.disconnected).toBe(true);
  });
});

describe("whenNearViewport", () => {
  it("waits until the element comes within the margin of the viewport", async () => {
    const observers = stubObserver();
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
