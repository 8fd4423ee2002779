/**
 * A change to a job already in a gallery, made from the phone: its words or the part of its photo
 * kept, its place, or taking it down with its photos. Like a new job, it is one commit, checked by
 * the build's own check, and only that job's lines of the galleries file change (decision 120).
 * The file's edit runs in the page's worker (job-change-edit.ts); this module stays light.
 */
import type { ContentSnapshot } from "~/content/check";
import type { Problem } from "~/content/problem-line";
import { sameData } from "~/owner/publishing/same-data";

import { type JobKind, repositoryPath } from "./job";

export type GalleryItem = Record<string, unknown>;

export type JobChange = {
  kind: JobKind;
  /** The job as it was read: found again in the file by its photos, wherever it is by then. */
  was: GalleryItem;
  /** What it becomes; absent when it is taken down. */
  item?: GalleryItem;
  /** Its place in the gallery, counted from the first. */
  position: number;
};

/** What the change comes to on the galleries file's text. */
export type ChangeEdit =
  | { outcome: "edited"; text: string; data: unknown; position: number }
  /** Nothing left to do: the file already has it so (a send whose answer was lost, made again). */
  | { outcome: "listed"; data: unknown; position: number }
  /**
   * The job is no longer in the gallery (taken down, or its photos changed elsewhere), or a field
   * the owner changed was changed elsewhere too: nothing was written.
   */
  | { outcome: "missing" }
  | { outcome: "refused"; problems: Problem[] };

const photoKeys = ["image", "before", "after"];

/** A job's photos, below the images folder. */
export function photosOf(item: GalleryItem): string[] {
  return photoKeys.flatMap((key) => (typeof item[key] === "string" && item[key] ? [item[key]] : []));
}

/**
 * The repository files a job taken down leaves unused: its photos, unless the content shows one
 * elsewhere (another job, or a page that reuses it).
 */
export function photosLeft(content: ContentSnapshot, change: JobChange): string[] {
  if (change.item) return [];
  const { galleries, ...shared } = content.raw.shared as Record<string, unknown> & { galleries?: unknown };
  const list = ((galleries ?? {}) as Record<string, unknown[]>)[change.kind] ?? [];
  const rest = { ...(galleries as object), [change.kind]: list.filter((item) => !sameData(item, change.was)) };
  const elsewhere = JSON.stringify([rest, shared, content.raw.pages]);
  return photosOf(change.was)
    .filter((file) => !elsewhere.includes(JSON.stringify(file)))
    .map(repositoryPath);
}
