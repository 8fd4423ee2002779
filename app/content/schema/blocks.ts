/**
 * The pieces every content schema is made of. Each says in its description what an editor may
 * write, and each message names the fix, because the person reading it is editing a file (or
 * a form in the browser admin) rather than code.
 */
import * as v from "valibot";

import type { ResponsiveImage } from "../../lib/responsive-image.ts";

import { editor } from "./editor.ts";
import { altLabel, phonePhotoAdvice, presetFolder, presetMinimum } from "./image-slots.ts";
import { ImageRef, imageFocuses, type ImagePreset, PageLink, textTemplate } from "./refs.ts";

export { phonePhotoAdvice, presetFolder, presetMinimum };

/** `{claims.foundedYear}`, `{business.name}`, `{team.founder.firstName}`: filled in by the build. */
export const factPlaceholder = /\{([a-zA-Z][\w-]*(?:\.[\w-]+)+)\}/g;
/** `{name:MOT Type 1}`: a name with digits in it, which is not a figure. */
const namePlaceholder = /\{name:[^{}]+\}/g;
/** `{position}`: filled in where the page shows the text. */
const valuePlaceholder = /\{(\w+)\}/g;

const quoted = (input: unknown) => JSON.stringify(input);

/** A line or paragraph of words. */
export const text = (description: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, "is empty: write the text"), v.description(description));

/** Text with figures in it written as digits, where that is what it is (an alt text, a caption). */
const withoutFacts = (value: string) => value.replace(factPlaceholder, "").replace(namePlaceholder, "");

/**
 * Words a visitor reads on a page. Figures come from `content/claims.yml` and business facts
 * from `content/business.yml` through placeholders, so they cannot read differently on two pages.
 * The editor says so once, above each group of pages (schema/editor.ts), and the check explains
 * it the moment a figure is typed; the field's own hint says only what the field is.
 */
export const copy = (description: string) =>
  v.pipe(
    text(description),
    v.check(
      (value) => !/\d/.test(withoutFacts(value)),
      (issue) =>
        `${quoted(issue.input)} writes a figure itself: a figure the business states (years, jobs done, hours) is its placeholder from content/claims.yml or content/business.yml, e.g. {claims.yearsExperience}; any other number is written in words (four days), or as {name:MOT Type 1} inside a name`,
    ),
    v.check(
      (value) => !/\{[^{}.]*\}/.test(value.replace(namePlaceholder, "")),
      (issue) =>
        `${String(issue.input).match(/\{[^{}.]*\}/)?.[0]} is not a placeholder: facts are written with their file, e.g. {business.name} or {claims.foundedYear}`,
    ),
  );

/** Page copy that may be left out. */
const optionalCopy = (description: string) => v.optional(copy(description));

/**
 * Text with values the page fills in (`{position} of {total}`), given in this order. Facts
 * (`{business.name}`) may appear too.
 */
export const template = <const Params extends readonly string[]>(params: Params, description: string) =>
  v.pipe(
    text(`${description} Placeholders: ${params.map((name) => `{${name}}`).join(", ")}.`),
    v.check(
      (value) => [...withoutFacts(value).matchAll(valuePlaceholder)].every(([, name]) => params.includes(name ?? "")),
      (issue) => {
        const unknown = [...withoutFacts(String(issue.input)).matchAll(valuePlaceholder)]
          .map(([, name]) => name ?? "")
          .filter((name) => !params.includes(name));
        return `{${unknown[0]}} is not a placeholder here: use ${params.map((name) => `{${name}}`).join(", ")}`;
      },
    ),
    v.transform((value) => textTemplate(value, params)),
  );

export const email = (description: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.email((issue) => `${quoted(issue.input)} is not an email address (name@domain.tld)`),
    v.description(description),
  );

export const httpsUrl = (description: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.url((issue) => `${quoted(issue.input)} is not a web address: write it in full, starting https://`),
    v.startsWith("https://", (issue) => `${quoted(issue.input)} must start https:// (secure address)`),
    v.description(description),
  );

export const hexColour = (description: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^#[0-9a-f]{6}$/i, (issue) => `${quoted(issue.input)} is not a colour: write it as #rrggbb, e.g. #245a3d`),
    v.description(description),
    editor({ widget: "color" }),
  );

/** Keys of the icons the section components know how to draw. */
const iconNames = [
  "shield",
  "leaf",
  "clock",
  "star",
  "award",
  "users",
  "hammer",
  "droplets",
  "gauge",
  "sparkles",
  "phone",
  "mail",
  "map-pin",
  "calendar",
  "heart",
  "check",
  "home",
  "building",
] as const;

export type IconName = (typeof iconNames)[number];

export const icon = v.pipe(
  v.picklist(iconNames, (issue) => `${quoted(issue.input)} is not an icon: use one of ${iconNames.join(", ")}`),
  v.description(`The icon drawn with it: one of ${iconNames.join(", ")}.`),
);

export const tone = v.pipe(
  v.picklist(["garden", "water"], (issue) => `${quoted(issue.input)} is not a colour scheme: use garden or water`),
  v.description("Colour scheme: garden (green, drives and landscapes) or water (blue, exterior cleaning)."),
);

/** A page of the registry (app/content/registry.ts), by its id; becomes the page's path. */
export const pageLink = v.pipe(
  v.string(),
  v.trim(),
  v.description("The page it links to, by its id in the page registry (e.g. contact, exterior-cleaning)."),
  // The registry is checked once every file is read; until then the id travels as a link.
  v.transform((id) => new PageLink(id) as unknown as string),
  // Which page a link leads to is the site's structure, not its wording.
  editor({ widget: "hidden" }),
);

/**
 * A list the layout shows as rows of cards. Rows centre whatever the count, so a list needs only
 * a sensible number of items, not a multiple of the column count.
 */
export const list = <Item extends v.GenericSchema>(
  item: Item,
  { min = 1, max, what }: { min?: number; max?: number; what: string },
) =>
  v.pipe(
    v.array(item),
    v.minLength(min, (issue) => `has ${(issue.input as unknown[]).length} ${what}: the layout needs at least ${min}`),
    v.maxLength(
      max ?? Infinity,
      (issue) => `has ${(issue.input as unknown[]).length} ${what}: the layout holds at most ${max}`,
    ),
    v.description(
      `${what[0]?.toUpperCase()}${what.slice(1)}: ${max === undefined ? `at least ${min}` : `${min} to ${max}`}; rows centre whatever the count.`,
    ),
    editor({ singular: what.replace(/s$/, "") }),
  );

const imagePath = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^(?!\/)(?!.*\.\.)[\w./-]+\.(jpe?g|png|webp)$/i, (issue) =>
    /\.hei[cf]$/i.test(String(issue.input))
      ? phonePhotoAdvice(String(issue.input))
      : `${quoted(issue.input)} is not an image path: write it relative to app/assets/images, e.g. projects/herringbone-driveway.jpg or uploads/my-photo.jpg`,
  ),
);

const presetAdvice: Record<ImagePreset, string> = {
  hero: "at least 1600x1200 pixels, landscape 4:3",
  photo: "at least 1200x900 pixels, landscape 4:3",
  avatar: "at least 384x384 pixels, square",
};

/** An image file in a field of its own; its alt text sits beside it in the same item. */
export const imageFile = (preset: ImagePreset, description: string) =>
  v.pipe(
    imagePath,
    v.description(`${description} A path relative to app/assets/images (${presetAdvice[preset]}).`),
    editor({
      widget: "image",
      folder: presetFolder[preset],
      hint: `${description} A JPEG, PNG or WebP photo, ${presetAdvice[preset]}.`,
    }),
    v.transform((path) => new ImageRef(path, preset, "", false) as ResponsiveImage),
  );

const altText = v.pipe(v.string(), v.trim());

/** Which part of a photo its slot keeps when their shapes differ. */
export const focus = v.optional(
  v.pipe(
    v.picklist(imageFocuses, (issue) => `${quoted(issue.input)} is not a focus: use ${imageFocuses.join(", ")}`),
    v.description(
      "Which part of the photo to keep when its shape differs from the slot's: center (the default), top, bottom, left or right.",
    ),
    editor({ label: "Part of the photo to keep" }),
  ),
);

/** The editor's name for a picture's alt text. */

/**
 * A picture with its alt text. A `reuse` names a picture the site already has and may leave out
 * the alt text to take the one it is shown with elsewhere; a second `src` of the same file has a
 * description of its own, which whoever chose it wrote.
 */
export const picture = (preset: ImagePreset, description: string) =>
  v.pipe(
    v.strictObject({
      src: v.optional(
        v.pipe(
          imagePath,
          v.description(`A new picture (${presetAdvice[preset]}).`),
          editor({
            label: "Photo",
            widget: "image",
            folder: presetFolder[preset],
            hint: `A JPEG, PNG or WebP photo, ${presetAdvice[preset]}. Leave it empty when the photo is shown elsewhere.`,
          }),
        ),
      ),
      reuse: v.optional(
        v.pipe(
          imagePath,
          v.description(
            "A picture the site already has, by its path; without alt text here it takes the description it is shown with elsewhere.",
          ),
          editor({
            label: "Photo shown elsewhere",
            widget: "picture-name",
            hint: "Instead of a new photo: one the site already has, by its folder and name (a photo uploaded since the last publish is listed after the next).",
          }),
        ),
      ),
      alt: v.optional(
        v.pipe(
          altText,
          v.description("What the picture shows, for people who cannot see it (left out on a reuse: the first use's)."),
          editor({
            label: altLabel,
            widget: "text",
            hint: "Needed with a new photo. With a photo shown elsewhere, leave it empty to use the description it has there.",
          }),
        ),
      ),
      focus,
    }),
    v.description(description),
    editor({ label: "Photo" }),
    v.check(
      (slot) => (slot.src === undefined) !== (slot.reuse === undefined),
      "needs src (a new picture) or reuse (a picture shown elsewhere), one of the two",
    ),
    v.forward(
      v.check(
        (slot) => slot.reuse !== undefined || (slot.alt ?? "") !== "",
        "is missing: describe the picture for people who cannot see it",
      ),
      ["alt"],
    ),
    v.transform((slot) => {
      const image = new ImageRef(slot.src ?? slot.reuse ?? "", preset, slot.alt ?? "", slot.reuse !== undefined);
      image.field = slot.reuse === undefined ? "src" : "reuse";
      image.focus = slot.focus;
      return { image: image as ResponsiveImage, alt: image.alt };
    }),
  );

export const heading = v.pipe(
  v.strictObject({
    eyebrow: v.pipe(optionalCopy("Small line above the title."), editor({ label: "Small line above the heading" })),
    title: copy("The section's heading."),
    lead: v.pipe(optionalCopy("Sentence under the title."), editor({ label: "Introduction", widget: "text" })),
  }),
  editor({ label: "Section heading" }),
);

export const stat = v.strictObject({
  value: v.pipe(copy("The figure as shown, e.g. {claims.yearsExperience}+."), editor({ label: "Figure" })),
  label: copy("What the figure counts."),
});

export type Stat = v.InferOutput<typeof stat>;

/** Page title, description and menu label: what search results, tabs and menus show. */
export const pageMeta = v.pipe(
  v.strictObject({
    title: copy("Title in the browser tab and search results (the business name is added after it)."),
    description: v.pipe(
      copy("Summary under the title in search results: 120 to 160 characters, its own on every page."),
      editor({ widget: "text" }),
    ),
    menuLabel: v.pipe(
      v.optional(copy("Name of the page in the menus and its breadcrumb.")),
      editor({ label: "Name in the menus" }),
    ),
  }),
  editor({ label: "Search and sharing" }),
);
