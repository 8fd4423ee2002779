/** Where the site serves a photo of the content to the owner's pages (a copy of app/assets/images/). */
const sitePhotoUrl = (file: string) => `/admin/images/${file}`;

/** A job of a gallery as the owner's pages list it: its caption and where its photo is shown from. */
export type ListedJob = { caption: string; photo?: string };

/** A gallery's jobs, in order, each with its photo. */
export function galleryJobs(galleries: unknown, kind: string): ListedJob[] {
  const items = (galleries && typeof galleries === "object" ? galleries : {}) as Record<string, unknown>;
  const list = Array.isArray(items[kind]) ? (items[kind] as unknown[]) : [];
  return list.map((item) => {
    const photo = firstPhotoOf(item);
    const caption = (item as Record<string, unknown> | null)?.caption;
    return { caption: typeof caption === "string" ? caption : "", photo: photo && sitePhotoUrl(photo) };
  });
}

/** A gallery item's first photo below the images folder: a project's, or a pair's "after". */
function firstPhotoOf(item: unknown): string | undefined {
  const record = (item && typeof item === "object" ? item : {}) as Record<string, unknown>;
  const file = record.image ?? record.after ?? record.before;
  return typeof file === "string" && file ? file : undefined;
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
