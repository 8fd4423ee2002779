import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { nextChance } from "./next-chance";

/** Whether the promise has settled by now. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

function showPage(state: DocumentVisibilityState) {
  vi.spyOn(document, "visibilityState", "get").mockReturnValue(state);
  document.dispatchEvent(new Event("visibilitychange"));
}

describe("nextChance", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("comes when the browser is online again, before the wait is over", async () => {
    const chance = nextChance(30_000);
    expect(await settled(chance)).toBe(false);
    window.dispatchEvent(new Event("online"));
    expect(await settled(chance)).toBe(true);
  });

  it("comes when the page is shown again, not when it is hidden", async () => {
    const chance = nextChance(30_000);
    showPage("hidden");
    expect(await settled(chance)).toBe(false);
    showPage("visible");
    expect(await settled(chance)).toBe(true);
  });

  it("comes after the wait when nothing else happens, and leaves no listener or timer behind", async () => {
    const removed = vi.spyOn(window, "removeEventListener");
    const chance = nextChance(5_000);
    vi.advanceTimersByTime(4_999);
    expect(await settled(chance)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(chance)).toBe(true);
    expect(removed).toHaveBeenCalledWith("online", expect.any(Function));
    expect(vi.getTimerCount()).toBe(0);
  });
});
