/** `content/galleries.yml`: the two galleries, each picture with its caption and alt text. */
import * as v from "valibot";

import type { ResponsiveImage } from "../../lib/responsive-image.ts";

import { imageFile, list, text } from "./blocks.ts";
import type { ImageRef } from "./refs.ts";

const caption = text("Shown under the picture: what and where, e.g. Herringbone block paving driveway, Beaconsfield.");

/** The image fields of an item share its alt text. */
const describe = <Item extends { alt: string }>(item: Item, ...images: ResponsiveImage[]) => {
  for (const image of images) (image as ImageRef).alt = item.alt;
  return item;
};

const projectItem = v.pipe(
  v.strictObject({
    image: imageFile("photo", "The photo."),
    caption,
    alt: text("What the photo shows, for people who cannot see it."),
  }),
  v.transform((item) => describe(item, item.image)),
);

const beforeAfterItem = v.pipe(
  v.strictObject({
    before: imageFile("photo", "The surface before cleaning."),
    after: imageFile("photo", "The same surface after cleaning, taken from the same spot."),
    caption,
    alt: text("The scene, for people who cannot see it; the page adds 'before cleaning' / 'after cleaning'."),
  }),
  v.transform((item) => describe(item, item.before, item.after)),
);

export const galleriesSchema = v.strictObject({
  projects: v.pipe(
    list(projectItem, { min: 2, what: "projects" }),
    v.description("The Drives & Landscapes carousel, in order."),
  ),
  beforeAfter: v.pipe(
    list(beforeAfterItem, { min: 2, what: "before/after pairs" }),
    v.description("The Exterior Cleaning before/after carousel, in order."),
  ),
});

export type Galleries = v.InferOutput<typeof galleriesSchema>;
export type GalleryItem = Galleries["projects"][number];
export type BeforeAfterItem = Galleries["beforeAfter"][number];
