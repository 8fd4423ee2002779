/**
 * A change to a job already in a gallery, made to the galleries file's text and checked by the
 * build's own check of the galleries: run in the page's worker (job-check.worker.ts), with the
 * galleries' schema and YAML.
 */
import type { ContentSnapshot } from "~/content/check";
import { newGalleriesProblems } from "~/content/galleries-check";
import { listItems } from "~/owner/publishing/list-edit";
import { type ListChange, rewriteList } from "~/owner/publishing/list-lines";
import { sameData } from "~/owner/publishing/same-data";

import { galleriesFile } from "./job";
import { type ChangeEdit, type GalleryItem, type JobChange, photosOf } from "./job-change";

/** Where in a gallery the job is now, found by its photos. */
function indexOf(items: unknown[], job: GalleryItem): number {
  const photos = photosOf(job);
  return items.findIndex((item) => sameData(photosOf((item ?? {}) as GalleryItem), photos));
}

/** The fields the owner changed on the phone: the change form edits fields and removes none. */
const ownersEdits = ({ was, item }: JobChange) =>
  Object.entries(item ?? {}).filter(([key, value]) => !sameData(was[key], value));

/** The galleries file's text with the change made, checked as the build would check it. */
export function galleriesChange(content: ContentSnapshot, change: JobChange, text: string): ChangeEdit {
  const items = listItems(galleriesFile, text, change.kind);
  const at = indexOf(items, change.was);
  const { data } = rewriteList(
    text,
    change.kind,
    items.map((_, keep) => ({ keep })),
  );
  if (at < 0) return change.item ? { outcome: "missing" } : { outcome: "listed", data, position: 0 };
  const others: ListChange[] = items.map((_, keep) => ({ keep })).filter((each) => each.keep !== at);
  const position = Math.max(0, Math.min(change.position, others.length));
  const now = items[at] as GalleryItem;
  const edits = ownersEdits(change);
  // A field changed elsewhere too since the page read the job: neither change is chosen over the
  // other, and the owner sees the job as it now is. Edits elsewhere to other fields stay.
  if (edits.some(([key, value]) => !sameData(now[key], change.was[key]) && !sameData(now[key], value)))
    return { outcome: "missing" };
  const item = change.item && { ...now, ...Object.fromEntries(edits) };
  if (item && position === at && sameData(items[at], item)) return { outcome: "listed", data, position };
  if (item) others.splice(position, 0, { data: item, replaces: at });
  const edited = rewriteList(text, change.kind, others);
  const problems = newGalleriesProblems(content, edited.data, new Map());
  return problems.length ? { outcome: "refused", problems } : { outcome: "edited", ...edited, position };
}
