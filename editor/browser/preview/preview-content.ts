/**
 * The content the preview draws: which pages an entry shows on, and each picture as a plain
 * image the editor can show (the site's build turns pictures into resized files; the preview
 * shows the photo itself).
 */
import { type CheckedContent, contentDir, type SharedKey, sharedFiles } from "../../../app/content/check.ts";
import { type PageId, pageRegistry } from "../../../app/content/registry.ts";
import { presetMinimum } from "../../../app/content/schema/blocks.ts";
import { type Path, type Problem, problem, valueAt } from "../../../app/content/problem-line.ts";
import { ImageRef } from "../../../app/content/schema/refs.ts";
import type { ResponsiveImage } from "../../../app/lib/responsive-image.ts";

export type PreviewContent = Pick<CheckedContent, "content" | "sitePages">;

/**
 * Where a shared file shows: the page drawn when it is edited. A file not listed shows on the
 * home page (its header and footer carry the business details and the shared words).
 */
const shownOn: Partial<Record<SharedKey, PageId[]>> = {
  claims: ["about"],
  galleries: ["drives-and-landscapes", "exterior-cleaning"],
  carousel: ["drives-and-landscapes"],
  quoteForm: ["contact"],
  locationMap: ["contact"],
};

/** The pages to draw for an entry, by its file's path in the repository. */
export function pagesFor(filePath: string): PageId[] {
  const page = pageRegistry.find((each) => filePath === `${contentDir}/pages/${each.id}.yml`);
  if (page) return [page.id];
  const shared = Object.entries(sharedFiles).find(([, { file }]) => filePath === `${contentDir}/${file}`);
  return (shared && shownOn[shared[0] as SharedKey]) ?? ["home"];
}

/** A picture as the site's `Picture` draws it, from one image file; its size (or its slot's shape) reserves the box. */
function plainPicture(ref: ImageRef, src: string): ResponsiveImage & { focus?: ImageRef["focus"] } {
  const slot = presetMinimum[ref.preset];
  const sized = ref.img.w > 0 && ref.img.h > 0;
  return {
    sources: {},
    img: { src, w: sized ? ref.img.w : slot.width, h: sized ? ref.img.h : slot.height },
    ...(ref.focus ? { focus: ref.focus } : {}),
  };
}

/** The content with every picture drawn from the file `urlOf` gives for it. */
export function withPlainPictures<Value>(value: Value, urlOf: (ref: ImageRef) => string): Value {
  const walk = (item: unknown): unknown => {
    if (item instanceof ImageRef) return plainPicture(item, urlOf(item));
    if (Array.isArray(item)) return item.map(walk);
    if (item && typeof item === "object" && Object.getPrototypeOf(item) === Object.prototype)
      return Object.fromEntries(Object.entries(item).map(([key, child]) => [key, walk(child)]));
    return item;
  };
  return walk(value) as Value;
}

/** Nothing typed or chosen yet: an empty text, or a group or list of such. */
function blank(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return true;
  if (Array.isArray(value)) return value.every(blank);
  if (typeof value === "object") return Object.values(value).every(blank);
  return false;
}

/**
 * The entry's problems, less those of list items added and not filled in yet (`data`: the entry's
 * values): an item just added lacks every field it needs, which is no mistake. Each such item is
 * said once instead, by its place, as waiting to be filled in.
 */
export function withNewItemsApart(
  problems: readonly Problem[],
  data: unknown,
): { problems: Problem[]; waiting: Problem[] } {
  const waiting = new Map<string, Problem>();
  const rest = problems.filter(({ file, keys }) => {
    const last = keys.findLastIndex((key) => typeof key === "number");
    if (last === -1) return true;
    const item: Path = keys.slice(0, last + 1);
    if (!blank(valueAt(data, item))) return true;
    waiting.set(item.join("."), problem(file, item, "shows on the page once it is filled in"));
    return false;
  });
  return { problems: rest, waiting: [...waiting.values()] };
}

/** The entry's values without the list items not filled in yet. */
export function withoutBlankItems(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => !blank(item)).map(withoutBlankItems);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutBlankItems(item)]));
  return value;
}
