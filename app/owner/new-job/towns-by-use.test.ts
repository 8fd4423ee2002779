import { describe, expect, it } from "vitest";

import business from "@content/business.yml";
import galleries from "@content/galleries.yml";

import { townsByUse } from "./towns-by-use";

const captions = [...galleries.projects, ...galleries.beforeAfter].map((item) => item.caption);
const townOf = (caption: string) => caption.split(",").at(-1)?.trim();

describe("the towns offered for a caption", () => {
  it("come the most used by the galleries' captions first, every town still there", () => {
    const ordered = townsByUse(business.towns, captions);
    expect([...ordered].sort()).toEqual([...business.towns].sort());
    const uses = ordered.map((town) => captions.filter((caption) => townOf(caption) === town).length);
    expect(uses).toEqual([...uses].sort((a, b) => b - a));
    expect(uses[0]).toBeGreaterThan(0);
  });

  it("keep the service area's order among towns used as often", () => {
    const [first = "", second = "", third = ""] = business.towns;
    expect(townsByUse([first, second, third], [`Patio, ${third}`])).toEqual([third, first, second]);
  });
});
