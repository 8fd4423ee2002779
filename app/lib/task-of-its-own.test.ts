import { describe, expect, it, vi } from "vitest";

import { inTaskOfItsOwn } from "./task-of-its-own";

/** Resolves in a task queued after everything queued before it. */
const laterTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe("inTaskOfItsOwn", () => {
  it("runs after the current task, each in its own", async () => {
    const order: string[] = [];
    inTaskOfItsOwn(() => order.push("first"));
    inTaskOfItsOwn(() => {
      order.push("second");
      // A microtask queued by one piece runs before the next piece's task.
      void Promise.resolve().then(() => order.push("after second"));
    });
    inTaskOfItsOwn(() => order.push("third"));
    order.push("now");
    await laterTask();
    expect(order).toEqual(["now", "first", "second", "after second", "third"]);
  });

  it("runs nothing once cancelled", async () => {
    const run = vi.fn();
    inTaskOfItsOwn(run)();
    await laterTask();
    expect(run).not.toHaveBeenCalled();
  });
});
