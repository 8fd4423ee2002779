import { describe, expect, it } from "vitest";

import { retryPolicy } from "./retry-policy";

describe("retryPolicy", () => {
  it("retries three times, doubling from 1 s", () => {
    expect(retryPolicy.retry).toBe(3);
    expect([0, 1, 2].map(retryPolicy.retryDelay)).toEqual([1000, 2000, 4000]);
  });

  it("never waits more than 30 s", () => {
    expect(retryPolicy.retryDelay(4)).toBe(16_000);
    expect(retryPolicy.retryDelay(5)).toBe(30_000);
    expect(retryPolicy.retryDelay(50)).toBe(30_000);
  });

  it("keeps settled results for 5 minutes", () => {
    expect(retryPolicy.gcTime).toBe(300_000);
  });
});
