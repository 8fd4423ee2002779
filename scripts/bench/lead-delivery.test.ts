// @vitest-environment node
import { describe, expect, it } from "vitest";

import {
  clockOffset,
  type LeadResult,
  leadReport,
  leadRow,
  leadSample,
  leadTargets,
  medianOfRuns,
  verdict,
} from "./lead-delivery.mjs";

describe("clockOffset", () => {
  it("reads the page's clock at the midpoint of the shortest round trip", () => {
    const readings = [
      { before: 1000, inPage: 10, after: 1040 },
      { before: 1100, inPage: 105, after: 1110 },
      { before: 1200, inPage: 190, after: 1230 },
    ];
    expect(clockOffset(readings)).toBe(1000);
  });

  it("needs a reading", () => {
    expect(() => clockOffset([])).toThrow(/no clock reading/);
  });
});

describe("leadSample", () => {
  it("times each event from the tap, and the worker's part from the push", () => {
    expect(leadSample({ tap: 5000, reached: 5620, pushed: 5400, shown: 5650, proofMs: 300 })).toEqual({
      reachedMs: 620,
      pushedMs: 400,
      shownMs: 650,
      workerMs: 250,
      proofMs: 300,
    });
  });

  it("has no reached time when the page opened the mail app", () => {
    expect(leadSample({ tap: 0, reached: null, pushed: 1500, shown: 1600, proofMs: 0 }).reachedMs).toBeNull();
  });
});

describe("verdict", () => {
  it("is within up to the target, over beyond it, and not measured without a figure", () => {
    expect(verdict(1000, leadTargets.reachedMs)).toBe("within");
    expect(verdict(1001, leadTargets.reachedMs)).toBe("over");
    expect(verdict(Infinity, leadTargets.reachedMs)).toBe("over");
    expect(verdict(NaN, leadTargets.shownMs)).toBe("not measured");
  });
});

describe("medianOfRuns", () => {
  it("takes the median, a run without a figure counting as the slowest", () => {
    expect(medianOfRuns([300, 500, 400, 200, 100])).toBe(300);
    expect(medianOfRuns([300, null, 400, 200, 100])).toBe(300);
    expect(medianOfRuns([null, null, 400, 200, 100])).toBe(400);
  });

  it("is Infinity when half the runs or more have none", () => {
    expect(medianOfRuns([null, null, null, 200, 100])).toBe(Infinity);
    expect(medianOfRuns([null, 100])).toBe(Infinity);
    expect(medianOfRuns([])).toBeNaN();
  });
});

describe("leadRow", () => {
  it("gives the median beside its target, the verdict and each run, in seconds", () => {
    expect(leadRow("to the panel", [620, 580, 1100, 640, 600], 1000)).toBe(
      "| to the panel | 0.62 | 1.00 | within | 0.62, 0.58, 1.10, 0.64, 0.60 |",
    );
  });

  it("leaves the target and verdict out for a row without one", () => {
    expect(leadRow("to the push", [400, 420, 380])).toBe("| to the push | 0.40 | - | - | 0.40, 0.42, 0.38 |");
  });

  it("says the mail app when most runs opened it, and over the target", () => {
    expect(leadRow("to the panel", [null, null, 700], 1000)).toBe(
      "| to the panel | mail app | 1.00 | over | -, -, 0.70 |",
    );
  });
});

describe("leadReport", () => {
  const result: LeadResult = {
    date: "2026-12-03",
    browser: "Chromium 140.0",
    load: { before: "1.2", after: "1.4" },
    slowdown: 4,
    samples: [
      { reachedMs: 620, pushedMs: 400, shownMs: 650, workerMs: 250, proofMs: 300 },
      { reachedMs: null, pushedMs: 1400, shownMs: 1700, workerMs: 300, proofMs: 500 },
      { reachedMs: 600, pushedMs: 380, shownMs: 2100, workerMs: 1720, proofMs: 400 },
    ],
  };

  it("has a row per measure, the two targets beside theirs", () => {
    const rows = leadReport(result)
      .split("\n")
      .filter((line) => line.startsWith("| ") && !/^\| (measure|---)/.test(line));
    expect(rows).toEqual([
      "| Send to the reached panel painted (visitor, 4x CPU) | 0.62 | 1.00 | within | 0.62, -, 0.60 |",
      "| Send to the push at the push service's stand-in | 0.40 | - | - | 0.40, 1.40, 0.38 |",
      "| Send to the notification shown by the inbox's worker | 1.70 | 2.00 | within | 0.65, 1.70, 2.10 |",
      "| the push at the stand-in to the notification shown | 0.30 | - | - | 0.25, 0.30, 1.72 |",
    ]);
  });

  it("says when and how it ran, and how many runs opened the mail app", () => {
    const [note] = leadReport(result).split("\n");
    expect(note).toContain("2026-12-03, Chromium 140.0, load average 1.2 before and 1.4 after: 3 runs");
    expect(note).toContain("proof of work was found (in 0.40 s, median)");
    expect(note).toContain("(1 of them)");
  });
});
