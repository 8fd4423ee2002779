// @vitest-environment node
import { describe, expect, it } from "vitest";

import { cpuIndex, mainThreadTable, median, table } from "./report.mjs";

const sample = (lcp: number, ready?: number) => ({
  performance: 100,
  fcp: 800,
  lcp,
  tbt: 0,
  cls: 0,
  jsGzipBytes: 2048,
  documentBytes: 15360,
  headBytes: 6144,
  heroBytes: 8192,
  readyAfterPaint: ready,
});

describe("bench report", () => {
  it("takes the median of the finite values", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, NaN, 2, 3])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it("prints a row per site and the ratio of this site to the other", () => {
    const text = table(
      [
        { site: "site", path: "/", samples: [sample(1000, 0), sample(1200, 10), sample(1100, 20)] },
        { site: "bare", path: "/", samples: [sample(1000), sample(1000), sample(1000)] },
      ],
      { site: "site", other: "bare" },
    );
    const rows = text.trim().split("\n");
    expect(rows).toHaveLength(5);
    expect(rows[2]).toBe("| / | site | 100 | 0.80 | 1.10 | 0 | 0.000 | 2.0 | 15.0 | 6.0 | 8.0 | 0.01 | - |");
    expect(rows[3]).toBe("| / | bare | 100 | 0.80 | 1.00 | 0 | 0.000 | 2.0 | 15.0 | 6.0 | 8.0 | - | - |");
    expect(rows[4]).toBe("| / | ratio | 1.00 | 1.00 | 1.10 | 1.00 | 1.00 | 1.00 | 1.00 | 1.00 | 1.00 | - | - |");
  });

  it("prints the framework floor's row and this site against it, TBT as milliseconds above it", () => {
    const text = table(
      [
        { site: "site", path: "/", samples: [{ ...sample(1100), tbt: 90 }] },
        { site: "bare", path: "/", samples: [sample(1000)] },
        { site: "floor", path: "/", samples: [{ ...sample(1000), tbt: 40, jsGzipBytes: 1024 }] },
      ],
      { site: "site", other: "bare", floor: "floor" },
    );
    const rows = text.trim().split("\n");
    expect(rows).toHaveLength(7);
    expect(rows[4]).toBe("| / | floor | 100 | 0.80 | 1.00 | 40 | 0.000 | 1.0 | 15.0 | 6.0 | 8.0 | - | - |");
    expect(rows[6]).toBe("| / | vs floor | 1.00 | 1.00 | 1.10 | +50 | 1.00 | 2.00 | 1.00 | 1.00 | 1.00 | - | - |");
  });

  it("prints the page with its scripts blocked and this site against it, TBT as milliseconds above it", () => {
    const text = table(
      [
        { site: "site", path: "/", samples: [{ ...sample(1100), tbt: 90 }] },
        { site: "blocked", path: "/", samples: [{ ...sample(1000), tbt: 100, jsGzipBytes: 0 }] },
      ],
      { site: "site", blocked: "blocked" },
    );
    const rows = text.trim().split("\n");
    expect(rows).toHaveLength(5);
    expect(rows[3]).toBe("| / | blocked | 100 | 0.80 | 1.00 | 100 | 0.000 | 0.0 | 15.0 | 6.0 | 8.0 | - | - |");
    expect(rows[4]).toBe(
      "| / | vs scripts blocked | 1.00 | 1.00 | 1.10 | -10 | 1.00 | - | 1.00 | 1.00 | 1.00 | - | - |",
    );
  });
});

describe("bench main-thread report", () => {
  const load = (blocking: number) => ({
    longTasks: 3,
    blocking,
    script: 50,
    style: blocking / 2,
    layout: 20,
    paint: 10,
  });
  const withThread = (blocking: number, tbt: number, benchmarkIndex: number) => ({
    ...sample(1000),
    tbt,
    benchmarkIndex,
    mainThread: [load(blocking)],
  });

  it("sets each page against itself with its scripts blocked, the floor for reference, TBT's difference the verdict", () => {
    const text = mainThreadTable(
      [
        { site: "site", path: "/", samples: [withThread(150, 60, 1200), withThread(130, 40, 1100)] },
        { site: "blocked", path: "/", samples: [withThread(120, 20, 1200), withThread(120, 30, 1100)] },
        { site: "floor", path: "/", samples: [withThread(100, 0, 1000), withThread(100, 10, 1300)] },
        { site: "site", path: "/about", samples: [withThread(150, 90, 1200)] },
        { site: "blocked", path: "/about", samples: [withThread(100, 59, 1200)] },
      ],
      { site: "site", blocked: "blocked", floor: "floor" },
    );
    const rows = text.trim().split("\n");
    expect(rows[2]).toBe(
      "| / | 50 / 25 / 5 | +25 | 140 / 120 / 100 | +20 | 3 / 3 / 3 | 50 (+0) | 70 (+10) | 20 (+0) | 10 (+0) | 100 | yes |",
    );
    expect(rows[3]).toBe(
      "| /about | 90 / 59 / - | +31 | 150 / 100 / - | +50 | 3 / 3 / - | 50 (+0) | 75 (+25) | 20 (+0) | 10 (+0) | 100 | **no** |",
    );
  });

  it("takes the median over every traced load of every run, not the median of each run's", () => {
    const run = (tbt: number, blockings: number[]) => ({
      ...withThread(0, tbt, 1200),
      mainThread: blockings.map(load),
    });
    const text = mainThreadTable(
      [
        // Runs' medians 101, 300 and 302 (their median 300); every load's median 104.
        {
          site: "site",
          path: "/",
          samples: [run(60, [100, 101, 102]), run(40, [103, 300, 301]), run(50, [104, 302, 303])],
        },
        {
          site: "blocked",
          path: "/",
          samples: [run(0, [100, 100, 100]), run(0, [100, 100, 100]), run(0, [100, 100, 100])],
        },
      ],
      { site: "site", blocked: "blocked" },
    );
    expect(text.trim().split("\n")[2]).toMatch(/^\| \/ \| 50 \/ 0 \/ - \| \+50 \| 104 \/ 100 \/ - \| \+4 \|/);
  });

  it("gives the CPU's benchmark index over the audits and per unit of slowdown", () => {
    const results = [{ site: "site", path: "/", samples: [withThread(0, 0, 1200), withThread(0, 0, 1000)] }];
    expect(cpuIndex([...results, { site: "floor", path: "/", samples: [withThread(0, 0, 1300)] }], 4)).toEqual({
      median: 1200,
      lowest: 1000,
      highest: 1300,
      perSlowdown: 300,
    });
  });
});
