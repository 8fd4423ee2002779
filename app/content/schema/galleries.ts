/** `content/galleries.yml`: the two galleries, each picture with its caption and alt text. */
import * as v from "valibot";

import type { ResponsiveImage } from "../../lib/responsive-image.ts";

import { focus, imageFile, list, text } from "./blocks.ts";
import { editor } from "./editor.ts";
import { galleryFields } from "./gallery-fields.ts";

export { galleryFields };
import type { ImageFocus, ImageRef } from "./refs.ts";

const caption = v.pipe(text(galleryFields.caption.hint), editor({ label: galleryFields.caption.label }));

/** The image fields of an item share its alt text and focus. */
const describe = <Item extends { alt: string; focus?: ImageFocus }>(item: Item, ...images: ResponsiveImage[]) => {
  for (const image of images) Object.assign(image as ImageRef, { alt: item.alt, focus: item.focus });
  return item;
};

const projectItem = v.pipe(
  v.strictObject({
    image: v.pipe(imageFile("photo", "The photo."), editor({ label: "Photo" })),
    caption,
    alt: v.pipe(text(galleryFields.alt.projects), editor({ label: galleryFields.alt.label, widget: "text" })),
    focus,
  }),
  v.transform((item) => describe(item, item.image)),
);

const beforeAfterItem = v.pipe(
  v.strictObject({
    before: v.pipe(
      imageFile("photo", "The surface before cleaning."),
      editor({ folder: galleryFields.folder.beforeAfter }),
    ),
    after: v.pipe(
      imageFile("photo", "The same surface after cleaning, taken from the same spot."),
      editor({ folder: galleryFields.folder.beforeAfter }),
    ),
    caption,
    alt: v.pipe(text(galleryFields.alt.beforeAfter), editor({ label: galleryFields.alt.label, widget: "text" })),
    focus,
  }),
  v.transform((item) => describe(item, item.before, item.after)),
);

export const galleriesSchema = v.pipe(
  v.strictObject({
    projects: v.pipe(
      list(projectItem, { min: 2, what: "projects" }),
      v.description("The Drives & Landscapes carousel, in order."),
      editor({ label: "Project photos (Drives & Landscapes)", summary: "{{fields.caption}}", expanded: true }),
    ),
    beforeAfter: v.pipe(
      list(beforeAfterItem, { min: 2, what: "before/after pairs" }),
      v.description("The Exterior Cleaning before/after carousel, in order."),
      editor({ label: "Before and after (Exterior Cleaning)", summary: "{{fields.caption}}", expanded: true }),
    ),
  }),
  editor({ collection: "galleries", label: "Photo galleries" }),
);

export type Galleries = v.InferOutput<typeof galleriesSchema>;
