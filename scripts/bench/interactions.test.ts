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

  it("tabulate medians against the targets, and the menu link's two ways", () => {
    const sample = (inp: number, presentationDelay: number) => ({
      inp,
      inputDelay: 4,
      processing: inp - presentationDelay - 4,
      presentationDelay,
      below: false,
    });
    const below = { inp: null, inputDelay: null, processing: null, presentationDelay: null, below: true };
    const text = interactionTable({
      results: [
        { name: "open", path: "/", scroll: false, samples: [sample(40, 20), sample(48, 24), sample(200, 20)] },
        { name: "next", path: "/g", scroll: false, samples: [sample(120, 60), sample(136, 60), sample(104, 70)] },
        { name: "swipe", path: "/g", scroll: true, samples: [below, below, sample(24, 8)] },
        { name: "reference", path: "floor /", scroll: false, reference: true, samples: [sample(150, 60)] },
      ],
      menu: { clientSide: [900, 1000, 1100], fullLoad: [700, 800, 750] },
    });
    const rows = text.trim().split("\n");
    expect(rows[2]).toBe("| open | / | 48 | 4 | 20 | 20 | yes |");
    expect(rows[3]).toBe("| next | /g | 120 | 4 | 56 | 60 | **no** |");
    expect(rows[4]).toBe("| swipe | /g | a scroll, not an interaction | - | - | - | yes |");
    // A reference is read against, not judged.
    expect(rows[5]).toBe("| reference | floor / | 150 | 4 | 86 | 60 | - |");
    expect(rows.at(-2)).toBe("| client-side navigation | 1000 | **no** |");
    expect(rows.at(-1)).toBe("| full load | 750 | - |");
  });
});
