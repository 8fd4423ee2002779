// @vitest-environment node
import { describe, expect, it } from "vitest";

import { fontWaitIn, traceWindow } from "./font-waits.mjs";

const call = (name: string, ts: number, dur: number, tid = 1) => ({ name, ph: "X", ts, dur, pid: 7, tid });

describe("the waits only Linux's font configuration causes", () => {
  const events = [
    call("WebSandboxSupportLinux::GetWebFontRenderStyleForStrike", 1_000, 2_000),
    // Nested in another call: counted once.
    call("FontDataManager::onMatchFamilyStyle", 5_000, 4_000),
    call("WebSandboxSupportLinux::MatchFontByPostscriptNameOrFullFontName", 6_000, 1_000),
    // Another thread's, and a call that is not Linux's.
    call("WebSandboxSupportLinux::GetWebFontRenderStyleForStrike", 1_000, 9_000, 2),
    call("FontCache::GetFontPlatformData", 10_000, 5_000),
    call("WebSandboxSupportLinux::GetWebFontRenderStyleForStrike", 20_000, 3_000),
  ];

  it("add up the main thread's calls in the window, nested ones once, each cut to the window", () => {
    expect(fontWaitIn(events, { pid: 7, tid: 1, from: 0, to: 30_000 })).toBe(9);
    expect(fontWaitIn(events, { pid: 7, tid: 1, from: 2_000, to: 21_000 })).toBe(6);
    expect(fontWaitIn(events, { pid: 7, tid: 1, from: 24_000, to: 30_000 })).toBe(0);
  });

  it("find an interaction's window in the trace by the clock mark", () => {
    const mark = { name: "bench-font-waits", ph: "I", ts: 50_000, pid: 7, tid: 1 };
    // Marked at 4,000 ms of the page's clock; the interaction started 20 ms later and lasted 30.
    expect(traceWindow([mark], 4_000, { start: 4_020, duration: 30 })).toEqual({
      pid: 7,
      tid: 1,
      from: 70_000,
      to: 100_000,
    });
    expect(() => traceWindow([], 4_000, { start: 4_020, duration: 30 })).toThrow(/no clock mark/);
  });
});
