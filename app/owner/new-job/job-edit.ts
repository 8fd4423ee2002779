/**
 * The build's check and the galleries file's edit for a job: the heavy part of the job page (the
 * galleries' schema and check, a YAML parser), run in a worker of its own (job-check.worker.ts), so the
 * visitors' pages share none of it and a check never holds up the owner's typing.
 */
import type { ContentSnapshot } from "~/content/check";
import { newGalleriesProblems } from "~/content/galleries-check";
import type { Problem } from "~/content/problem-line";
import { dataOf, listItems, withItemAt } from "~/owner/publishing/list-edit";

import {
  galleriesFile,
  galleriesWithJob,
  galleryItem,
  type JobDraft,
  listedAt,
  photoFiles,
  type Shot,
  shotSizes,
} from "./job";

/**
 * The problems the build would find with the job added to the galleries as `galleries` holds
 * them: the build's check of the galleries (content/galleries-check.ts), with the job's photos measured.
 */
export function jobProblems(content: ContentSnapshot, galleries: unknown, draft: JobDraft): Problem[] {
  const files = photoFiles(draft, content.images);
  const data = galleriesWithJob(galleries, draft, galleryItem(draft, files));
  return newGalleriesProblems(content, data, shotSizes(draft, files));
}

/** What adding the job to the galleries file's text comes to. */
export type GalleriesEdit =
  | { outcome: "edited"; text: string; data: unknown; position: number }
  /** The file lists the job already: a send whose answer was lost, made again. */
  | { outcome: "listed"; data: unknown; position: number }
  | { outcome: "refused"; problems: Problem[] };

/** The galleries file's text with the job at its place, checked as the build would check it. */
export function galleriesEdit(
  content: ContentSnapshot,
  draft: JobDraft,
  files: Partial<Record<Shot, string>>,
  text: string,
): GalleriesEdit {
  const kind = draft.kind ?? "projects";
  const items = listItems(galleriesFile, text, kind);
  const listed = listedAt(items, files);
  if (listed !== undefined) return { outcome: "listed", data: dataOf(galleriesFile, text), position: listed };
  const position = Math.min(draft.position, items.length);
  const edited = withItemAt(galleriesFile, text, kind, galleryItem(draft, files), position);
  const problems = newGalleriesProblems(content, edited.data, shotSizes(draft, files));
  return problems.length ? { outcome: "refused", problems } : { outcome: "edited", ...edited, position };
}
