import { describe, expect, it } from "vitest";

import { giveUpAfterMs, liveState } from "./live-state";

const publishedAt = Date.parse("2026-11-26T10:00:00Z");
const change = { file: "content/galleries.yml", expected: "abc", publishedAt, now: publishedAt + 60_000 };

describe("whether a published change is live", () => {
  it("is live once a build carries the change's fingerprint", () => {
    const live = { builtAt: "2026-11-26T10:01:30Z", files: { "content/galleries.yml": "abc" } };
    expect(liveState(live, change)).toEqual({ state: "live", builtAt: "2026-11-26T10:01:30Z" });
  });

  it("waits while the live build is older than the change", () => {
    const live = { builtAt: "2026-11-26T09:00:00Z", files: { "content/galleries.yml": "old" } };
    expect(liveState(live, change)).toEqual({ state: "waiting" });
  });

  it("is not live when a newer build lacks the change, or none has come for too long", () => {
    const newer = { builtAt: "2026-11-26T10:02:00Z", files: { "content/galleries.yml": "old" } };
    expect(liveState(newer, change)).toEqual({ state: "not-live", lastBuild: "2026-11-26T10:02:00Z" });
    const older = { builtAt: "2026-11-26T09:00:00Z", files: {} };
    expect(liveState(older, { ...change, now: publishedAt + giveUpAfterMs + 1 }).state).toBe("not-live");
  });

  it("cannot tell on a site without build information", () => {
    expect(liveState(undefined, change)).toEqual({ state: "unknown" });
  });
});
