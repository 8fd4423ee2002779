import galleries from "@content/galleries.yml";
import { describe, expect, it } from "vitest";

describe("galleries", () => {
  it("hold items, each captioned and described", () => {
    expect(galleries.projects.length).toBeGreaterThan(1);
    expect(galleries.beforeAfter.length).toBeGreaterThan(1);
    for (const item of [...galleries.projects, ...galleries.beforeAfter]) {
      expect(item.caption.length).toBeGreaterThan(10);
      expect(item.alt.length).toBeGreaterThan(10);
    }
  });

  it("never repeat an image or caption", () => {
    const images = [
      ...galleries.projects.map((item) => item.image.img.src),
      ...galleries.beforeAfter.flatMap((item) => [item.before.img.src, item.after.img.src]),
    ];
    expect(new Set(images).size).toBe(images.length);
    const captions = [...galleries.projects, ...galleries.beforeAfter].map((item) => item.caption);
    expect(new Set(captions).size).toBe(captions.length);
  });
});
