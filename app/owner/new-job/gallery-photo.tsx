import type { GalleryItem } from "./job-change";

/** A job of a gallery as the owner's pages list it: its caption and where its photo is shown from. */
export type ListedJob = { caption: string; photo?: string };

/** A gallery's items, as the content holds them; none for data that is not a gallery. */
export function galleryItems(galleries: unknown, kind: string): GalleryItem[] {
  // Reading a key of a string or a number gives undefined, as of nothing at all.
  const list = (galleries as Record<string, unknown> | undefined)?.[kind];
  return Array.isArray(list) ? (list as GalleryItem[]) : [];
}

/**
 * A gallery's jobs, in order, each with its first photo (a project's, or a pair's "after"): the
 * small copy a build made for the lists (`small`, by master: the content's `listPhotos`), else
 * the master, as the site serves it to the owner's pages (a copy of app/assets/images/).
 */
export function galleryJobs(galleries: unknown, kind: string, small?: Record<string, string>): ListedJob[] {
  return galleryItems(galleries, kind).map((item: GalleryItem | null) => {
    const file = item?.image ?? item?.after ?? item?.before;
    const caption = item?.caption;
    return {
      caption: typeof caption === "string" ? caption : "",
      photo: typeof file === "string" && file ? (small?.[file] ?? `/admin/images/${file}`) : undefined,
    };
  });
}

/** A small photo beside a job's caption, in the gallery's shape; decorative, as the caption names the job. */
export function GalleryPhoto({ src }: { src?: string }) {
  return src ? (
    <img
      src={src}
      alt=""
      width={64}
      height={48}
      loading="lazy"
      decoding="async"
      className="aspect-[4/3] w-16 shrink-0 rounded-md bg-stone-200 object-cover"
    />
  ) : (
    <span aria-hidden="true" className="aspect-[4/3] w-16 shrink-0 rounded-md bg-stone-200" />
  );
}
