import { describe, expect, it } from "vitest";

import towns from "@content/business.yml?part=towns";
import galleries from "@content/galleries.yml";

import { townsByUse } from "./towns-by-use";

const captions = [...galleries.projects, ...galleries.beforeAfter].map((item) => item.caption);
const townOf = (caption: string) => caption.split(",").at(-1)?.trim();

describe("the towns offered for a caption", () => {
  it("come the most used by the galleries' captions first, every town still there", () => {
    const ordered = townsByUse(towns, captions);
    expect([...ordered].sort()).toEqual([...towns].sort());
    const uses = ordered.map((town) => captions.filter((caption) => townOf(caption) === town).length);
    expect(uses).toEqual([...uses].sort((a, b) => b - a));
    expect(uses[0]).toBeGreaterThan(0);
  });

  it("keep the service area's order among towns used as often", () => {
    const [first = "", second = "", third = ""] = towns;
    expect(townsByUse([first, second, third], [`Patio, ${third}`])).toEqual([third, first, second]);
  });
});
