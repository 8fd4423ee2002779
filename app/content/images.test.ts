import { describe, expect, it } from "vitest";

import type { ImageUse } from "./facts";
import { checkImageSizes, findImage, placedPicture, placeImages, withPictures } from "./images";
import { problemLine } from "./problem-line";
import { ImageRef } from "./schema/refs";

const use = (path: string, options: { reuse?: boolean; alt?: string; file?: string } = {}): ImageUse => ({
  ref: new ImageRef(path, "photo", options.alt ?? (options.reuse ? "" : `A photo of ${path}`), options.reuse ?? false),
  file: options.file ?? "content/galleries.yml",
  keys: ["projects", 0, "image"],
});

describe("finding pictures", () => {
  it("finds a photo saved under another image extension or case", () => {
    expect(findImage("projects/patio.jpg", ["projects/Patio.JPEG"])).toBe("projects/Patio.JPEG");
    expect(findImage("projects/patio.jpg", ["projects/patio.gif"])).toBeUndefined();
  });

  it("shares the first use's description with a reuse, and warns of a file nothing shows", () => {
    const first = use("projects/patio.jpg");
    const again = use("projects/patio.jpg", { reuse: true, file: "content/pages/home.yml" });
    const { placements, problems, warnings } = placeImages(
      [first, again],
      ["projects/patio.jpg", "projects/spare.jpg"],
    );
    expect(problems).toEqual([]);
    expect(warnings.map(problemLine)).toEqual([
      "app/assets/images/projects/spare.jpg: not used by any content file (delete it, or use it)",
    ]);
    expect(placements.get(again.ref)).toEqual({ file: "projects/patio.jpg", alt: first.ref.alt });
    // The references written in the files are left as they were.
    expect(again.ref.alt).toBe("");
    expect(again.ref.file).toBe("");
  });

  it("keeps each use's own description, whichever place was changed first", () => {
    // A gallery photo replaced by a new file leaves the home page's card showing the old one.
    const card = use("projects/patio.jpg", {
      reuse: true,
      alt: "The card's own words",
      file: "content/pages/home.yml",
    });
    const twice = [use("projects/lawn.jpg"), use("projects/lawn.jpg", { alt: "Chosen again, described again" })];
    const borrower = use("projects/lawn.jpg", { reuse: true });
    const { placements, problems } = placeImages(
      [card, borrower, ...twice],
      ["projects/patio.jpg", "projects/lawn.jpg"],
    );
    expect(problems).toEqual([]);
    expect(placements.get(card.ref)?.alt).toBe("The card's own words");
    expect(placements.get(twice[1]!.ref)?.alt).toBe("Chosen again, described again");
    // A reuse read before the picture's own place still takes its description.
    expect(placements.get(borrower.ref)?.alt).toBe(twice[0]!.ref.alt);
  });

  it("refuses a reuse without a description of a picture described nowhere", () => {
    const { problems } = placeImages(
      [use("projects/lawn.jpg", { reuse: true, file: "content/pages/home.yml" })],
      ["projects/lawn.jpg"],
    );
    expect(problems.map(problemLine)).toEqual([
      "content/pages/home.yml: projects[item 1].image: projects/lawn.jpg is not shown anywhere else with a description: describe it here (alt), for people who cannot see it",
    ]);
  });

  it("refuses a picture smaller than its slot, by the size it is given, and names a crop", () => {
    const small = use("projects/patio.jpg");
    const tall = use("projects/tall.jpg");
    const { placements } = placeImages([small, tall], ["projects/patio.jpg", "projects/tall.jpg"]);
    const sizes = {
      "projects/patio.jpg": { width: 800, height: 600 },
      "projects/tall.jpg": { width: 1200, height: 1800 },
    };
    const result = checkImageSizes([small, tall], placements, (file) => sizes[file as keyof typeof sizes]);
    expect(result.problems.map(problemLine)).toEqual([
      "content/galleries.yml: projects[item 1].image: projects/patio.jpg is 800x600 pixels: a photo picture needs at least 1200x900; choose a larger photo (or save one under the same name)",
    ]);
    expect(result.warnings.map(problemLine)).toEqual([
      "content/galleries.yml: projects[item 1].image: projects/tall.jpg is 1200x1800 (portrait): the 4:3 slot keeps the middle 50% of its height; set focus to top or bottom to choose",
    ]);
    expect(result.placements.get(tall.ref)?.size).toEqual({ width: 1200, height: 1800 });
  });

  it("gives a resolved file new references with file, size and shared description", () => {
    const first = use("projects/patio.jpg");
    const again = use("projects/patio.jpg", { reuse: true });
    const size = { width: 1600, height: 1200 };
    const placements = new Map([
      [first.ref, placedPicture(first.ref, { file: "projects/patio.jpg", alt: first.ref.alt, size })],
      [again.ref, placedPicture(again.ref, { file: "projects/patio.jpg", alt: first.ref.alt, size })],
    ]);
    const file = {
      photos: [
        { image: first.ref, alt: first.ref.alt },
        { image: again.ref, alt: "" },
      ],
    };
    const placed = withPictures(file, placements) as typeof file;
    expect(placed.photos[1]).toEqual({ image: expect.any(ImageRef), alt: first.ref.alt });
    expect(placed.photos[1]!.image).not.toBe(again.ref);
    expect(placed.photos[1]!.image).toMatchObject({
      file: "projects/patio.jpg",
      reuse: true,
      img: { src: "app/assets/images/projects/patio.jpg", w: 1600, h: 1200 },
    });
    expect(file.photos[1]!.alt).toBe("");
  });
});
