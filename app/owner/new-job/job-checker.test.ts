import { afterEach, describe, expect, it, vi } from "vitest";

import type { JobDraft } from "./job";

/** A worker that answers, fails to start, or never answers, as the test says. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  static behaviour: "answer" | "error" | "silent" = "answer";
  terminated = false;
  constructor() {
    super();
    FakeWorker.made.push(this);
  }
  postMessage({ id }: { id: number }) {
    queueMicrotask(() => {
      if (FakeWorker.behaviour === "error") this.dispatchEvent(new Event("error"));
      if (FakeWorker.behaviour === "answer")
        this.dispatchEvent(new MessageEvent("message", { data: { id, answer: [] } }));
    });
  }
  terminate() {
    this.terminated = true;
  }
}

async function checker() {
  vi.resetModules();
  FakeWorker.made = [];
  vi.stubGlobal("Worker", FakeWorker);
  return import("./job-checker");
}

const draft = { shots: {}, caption: "", alt: "", position: 0, step: 0, startedAt: "" } satisfies JobDraft;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the job page's worker", () => {
  it("fails what it was asked when it fails, and starts again for the next request", async () => {
    const { problemsOf } = await checker();
    FakeWorker.behaviour = "error";
    await expect(problemsOf(draft)).rejects.toThrow(/check/);
    expect(FakeWorker.made[0]?.terminated).toBe(true);
    FakeWorker.behaviour = "answer";
    await expect(problemsOf(draft)).resolves.toEqual([]);
    expect(FakeWorker.made).toHaveLength(2);
  });

  it("gives up on a request it does not answer, with a line", async () => {
    vi.useFakeTimers();
    const { problemsOf } = await checker();
    FakeWorker.behaviour = "silent";
    const asked = problemsOf(draft);
    const failed = expect(asked).rejects.toThrow(/did not answer/);
    await vi.advanceTimersByTimeAsync(60_000);
    await failed;
  });
});
