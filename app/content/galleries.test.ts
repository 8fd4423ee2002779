import { describe, expect, it } from "vitest";

import { cleaningGallery, projectGallery } from "./galleries";

describe("galleries", () => {
  it("hold the spec's 10 project and 9 before/after items, each captioned and described", () => {
    expect(projectGallery).toHaveLength(10);
    expect(cleaningGallery).toHaveLength(9);
    for (const item of [...projectGallery, ...cleaningGallery]) {
      expect(item.caption.length).toBeGreaterThan(10);
      expect(item.alt.length).toBeGreaterThan(10);
    }
  });

  it("never repeat an image or caption", () => {
    const images = [
      ...projectGallery.map((item) => item.image.img.src),
      ...cleaningGallery.flatMap((item) => [item.before.img.src, item.after.img.src]),
    ];
    expect(new Set(images).size).toBe(images.length);
    const captions = [...projectGallery, ...cleaningGallery].map((item) => item.caption);
    expect(new Set(captions).size).toBe(captions.length);
  });
});
