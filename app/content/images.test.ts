import { describe, expect, it } from "vitest";

import type { ImageUse, Walk } from "./facts";
import { checkImages, checkImageSizes, findImage } from "./images";
import { ImageRef } from "./schema/refs";

const use = (path: string, options: { reuse?: boolean; alt?: string; file?: string } = {}): ImageUse => ({
  ref: new ImageRef(path, "photo", options.alt ?? (options.reuse ? "" : `A photo of ${path}`), options.reuse ?? false),
  file: options.file ?? "content/galleries.yml",
  keys: ["projects", 0, "image"],
});

function check(available: string[], uses: ImageUse[]) {
  const walk = { problems: [] } as unknown as Walk;
  const warnings: string[] = [];
  checkImages(available, walk, uses, warnings);
  return { problems: walk.problems, warnings };
}

describe("finding pictures", () => {
  it("finds a photo saved under another image extension or case", () => {
    expect(findImage("projects/patio.jpg", ["projects/Patio.JPEG"])).toBe("projects/Patio.JPEG");
    expect(findImage("projects/patio.jpg", ["projects/patio.gif"])).toBeUndefined();
  });

  it("shares the first use's description with a reuse, and warns of a file nothing shows", () => {
    const first = use("projects/patio.jpg");
    const again = use("projects/patio.jpg", { reuse: true, file: "content/pages/home.yml" });
    expect(check(["projects/patio.jpg", "projects/spare.jpg"], [first, again])).toEqual({
      problems: [],
      warnings: ["app/assets/images/projects/spare.jpg: not used by any content file (delete it, or use it)"],
    });
    expect(again.ref.alt).toBe(first.ref.alt);
  });

  it("refuses a second use with its own description", () => {
    const { problems } = check(["projects/patio.jpg"], [use("projects/patio.jpg"), use("projects/patio.jpg")]);
    expect(problems).toEqual([
      "content/galleries.yml: projects[0].image: projects/patio.jpg is already shown at content/galleries.yml: projects[0].image with its own alt text: write reuse: projects/patio.jpg instead of src, and leave out alt to share that description",
    ]);
  });

  it("refuses a picture smaller than its slot, by the size it is given", () => {
    const small = use("projects/patio.jpg");
    small.ref.file = "projects/patio.jpg";
    const result = { imageUses: [small], problems: [] as string[], warnings: [] as string[] };
    checkImageSizes(result, () => ({ width: 800, height: 600 }));
    expect(result.problems).toEqual([
      "content/galleries.yml: projects[0].image: projects/patio.jpg is 800x600 pixels: a photo picture needs at least 1200x900; save a larger photo under the same name",
    ]);
  });
});
