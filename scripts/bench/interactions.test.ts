// @vitest-environment node
import { describe, expect, it } from "vitest";

import { interactionTable } from "./interaction-list.mjs";
import { worstInteraction } from "./interactions.mjs";

const entry = (name: string, id: number, start: number, processing: [number, number], duration: number) => ({
  name,
  id,
  start,
  processingStart: processing[0],
  processingEnd: processing[1],
  duration,
});

describe("interactions", () => {
  it("take the worst interaction, split into input delay, processing and presentation delay", () => {
    const tap = [
      entry("pointerdown", 7, 100, [110, 120], 40),
      entry("pointerup", 7, 100, [130, 150], 80),
      entry("click", 7, 100, [150, 160], 80),
    ];
    const key = [entry("keydown", 9, 500, [502, 510], 24)];
    expect(worstInteraction([...key, ...tap])).toEqual({
      inp: 80,
      inputDelay: 30,
      processing: 30,
      presentationDelay: 20,
      below: false,
      window: { start: 100, duration: 80 },
    });
  });

  it("count only the handlers of the frame the interaction was presented in", () => {
    // A drag: the finger went down at 100, was lifted at 400.
    const drag = [entry("pointerdown", 3, 100, [105, 300], 232), entry("pointerup", 3, 400, [410, 420], 32)];
    expect(worstInteraction(drag)).toMatchObject({ inp: 232, inputDelay: 5, processing: 195, presentationDelay: 32 });
  });

  it("say when no interaction reached Event Timing's threshold", () => {
    expect(worstInteraction([])).toMatchObject({ inp: null, below: true });
  });

  it("tabulate medians against each speed's target, Linux's font waits left out, and the menu link's two ways", () => {
    const sample = (inp: number, presentationDelay: number, fontWait = 0) => ({
      inp,
      inputDelay: 4,
      processing: inp - presentationDelay - 4,
      presentationDelay,
      below: false,
      window: { start: 0, duration: inp },
      fontWait,
    });
    const below = {
      inp: null,
      inputDelay: null,
      processing: null,
      presentationDelay: null,
      below: true,
      window: null,
      fontWait: 0,
    };
    const midRange = { name: "Mid-range phone", slowdown: 4, target: 100 };
    const slow = { name: "Slow phone", slowdown: 9, target: 200, indexPerSlowdown: 298 };
    const text = interactionTable({
      results: [
        {
          name: "open",
          path: "/",
          scroll: false,
          speed: midRange,
          samples: [sample(40, 20), sample(48, 24), sample(200, 20)],
        },
        { name: "open", path: "/", scroll: false, speed: slow, samples: [sample(216, 20, 20), sample(224, 20, 30)] },
        {
          name: "next",
          path: "/g",
          scroll: false,
          speed: midRange,
          samples: [sample(120, 60), sample(136, 60, 10), sample(104, 70)],
        },
        { name: "swipe", path: "/g", scroll: true, speed: midRange, samples: [below, below, sample(24, 8)] },
        {
          name: "reference",
          path: "floor /",
          scroll: false,
          speed: midRange,
          reference: true,
          samples: [sample(150, 60)],
        },
      ],
      menu: { clientSide: [900, 1000, 1100], fullLoad: [700, 800, 750] },
    });
    const rows = text.trim().split("\n");
    expect(rows[0]).toBe("**Mid-range phone**, 4x CPU: INP at most 100 ms, Linux's font waits left out.");
    expect(rows[4]).toBe("| open | / | 48 | 4 | 20 | 20 | 0 | 48 | yes |");
    expect(rows[5]).toBe("| next | /g | 120 | 4 | 56 | 60 | 0 | 120 | **no** |");
    expect(rows[6]).toBe("| swipe | /g | a scroll, not an interaction | - | - | - | - | - | yes |");
    // A reference is read against, not judged.
    expect(rows[7]).toBe("| reference | floor / | 150 | 4 | 86 | 60 | 0 | 150 | - |");
    expect(rows[9]).toBe(
      "**Slow phone**, 9x CPU (benchmarkIndex 298 per 1x): INP at most 200 ms, Linux's font waits left out.",
    );
    // Over 200 ms as measured, within it less the waits only Linux's fonts cause.
    expect(rows[13]).toBe("| open | / | 220 | 4 | 196 | 20 | 25 | 195 | yes |");
    expect(rows.at(-2)).toBe("| client-side navigation | 1000 | **no** |");
    expect(rows.at(-1)).toBe("| full load | 750 | - |");
  });
});
