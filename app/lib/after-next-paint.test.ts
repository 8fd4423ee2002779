import { describe, expect, it, vi } from "vitest";

import { afterPaint as afterFrame } from "../../test-support/frames";

import { afterNextPaint } from "./after-next-paint";

/** A task queued now, which runs before the next frame. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe("afterNextPaint", () => {
  it("runs after the next frame, not before", async () => {
    const run = vi.fn();
    afterNextPaint(run);
    await nextTask();
    expect(run).not.toHaveBeenCalled();
    await afterFrame();
    expect(run).toHaveBeenCalledOnce();
  });

  it("runs nothing once cancelled", async () => {
    const run = vi.fn();
    afterNextPaint(run)();
    await afterFrame();
    await afterFrame();
    expect(run).not.toHaveBeenCalled();
  });
});
