import { afterEach, describe, expect, it, vi } from "vitest";

import { stubObserver } from "../../test-support/intersection-observer";

import { onceNearViewport } from "./near-viewport";

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
