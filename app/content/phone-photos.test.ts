// @vitest-environment node
import * as v from "valibot";
import { describe, expect, it } from "vitest";

import { cropWarning } from "./crop.ts";
import { picture } from "./schema/blocks.ts";

describe("a photo straight from a phone", () => {
  const slot = picture("photo", "A photo.");
  const messages = (input: unknown) => v.safeParse(slot, input).issues?.map((issue) => issue.message) ?? [];

  it("in HEIC says how an iPhone or an Android phone takes JPEG instead, in one line", () => {
    for (const path of ["uploads/IMG_0412.HEIC", "uploads/garden.heif"]) {
      const [message, ...others] = messages({ src: path, alt: "A patio" });
      expect(others).toEqual([]);
      expect(message).toBe(
        `"${path}" is a HEIC photo, which most browsers cannot show: use a JPEG (iPhone: Settings > Camera > Formats > Most Compatible; Android: the camera's settings, High efficiency off)`,
      );
      expect(message).not.toContain("\n");
    }
  });

  it("with another extension is still told to name an image path", () => {
    expect(messages({ src: "uploads/plan.pdf", alt: "A plan" })[0]).toMatch(/is not an image path/);
  });

  it("keeps the focus the owner chose, and refuses one the site does not know", () => {
    const parsed = v.parse(slot, { src: "uploads/a.jpg", alt: "A patio", focus: "top" });
    expect((parsed.image as unknown as { focus: string }).focus).toBe("top");
    expect(messages({ src: "uploads/a.jpg", alt: "A patio", focus: "middle" })[0]).toBe(
      '"middle" is not a focus: use center, top, bottom, left, right',
    );
  });
});

describe("crop warning", () => {
  it("names how much of a portrait photo a 4:3 slot keeps, and how to choose", () => {
    expect(cropWarning("uploads/patio.jpg", { width: 3024, height: 4032 }, "photo")).toBe(
      "uploads/patio.jpg is 3024x4032 (portrait): the 4:3 slot keeps the middle 56% of its height; set focus to top or bottom to choose",
    );
  });

  it("names the width a wide photo loses, and a square slot's shape", () => {
    expect(cropWarning("a.jpg", { width: 1920, height: 1080 }, "hero")).toBe(
      "a.jpg is 1920x1080 (landscape): the 4:3 slot keeps the middle 75% of its width; set focus to left or right to choose",
    );
    expect(cropWarning("team/tom.jpg", { width: 800, height: 1200 }, "avatar")).toBe(
      "team/tom.jpg is 800x1200 (portrait): the square slot keeps the middle 67% of its height; set focus to top or bottom to choose",
    );
  });

  it("says nothing for a photo of the slot's shape, within a trim, or once a focus is chosen", () => {
    expect(cropWarning("a.jpg", { width: 1600, height: 1200 }, "hero")).toBeUndefined();
    expect(cropWarning("a.jpg", { width: 4032, height: 3000 }, "photo")).toBeUndefined();
    expect(cropWarning("a.jpg", { width: 3024, height: 4032 }, "photo", "top")).toBeUndefined();
    expect(cropWarning("a.jpg", { width: 0, height: 0 }, "photo")).toBeUndefined();
  });
});
