/**
 * A finished job as the phone page builds it: its kind, its prepared photos, the words and the
 * place in its gallery; and what it becomes in the repository (photo files and an item of
 * `content/galleries.yml`), checked by the build's own check before anything is sent.
 */
import type { ImageSize } from "~/content/check";
import { presetMinimum } from "~/content/schema/image-slots";
import type { Problem } from "~/content/problem-line";
import type { PageId } from "~/content/registry";
import { galleriesFile, galleryFolders } from "~/content/schema/gallery-fields";
import type { ImageFocus } from "~/content/schema/refs";
import { fileSlug, freeName } from "~/owner/publishing/file-names";
import type { PreparedSend } from "~/owner/publishing/queued-send";
import type { MetadataKind } from "~/owner/photo-preparation/jpeg-header";

export type JobKind = "projects" | "beforeAfter";
/** One photo of a job: a project's only photo, or a pair's before and after. */
export type Shot = "photo" | "before" | "after";

export { galleriesFile };
const imagesFolder = "app/assets/images";

/** Each kind's photos in the order they are taken, and the page its gallery is on. */
export const jobKinds: Record<JobKind, { shots: Shot[]; pageId: PageId; slide: string }> = {
  projects: { shots: ["photo"], pageId: "drives-and-landscapes", slide: "project" },
  beforeAfter: { shots: ["before", "after"], pageId: "exterior-cleaning", slide: "before-after" },
};

/** A photo as prepared on the phone, with what it was when picked. */
export type PreparedShot = {
  file: Blob;
  name: string;
  width: number;
  height: number;
  picked: { name: string; bytes: number; width: number; height: number };
  removed: MetadataKind[];
};

export type JobDraft = {
  kind?: JobKind;
  shots: Partial<Record<Shot, PreparedShot>>;
  caption: string;
  alt: string;
  focus?: ImageFocus;
  /** Its place in the gallery, counted from the first. */
  position: number;
  /** The screen the owner was on. */
  step: number;
  startedAt: string;
  /** A random part of the photos' names, drawn when the job starts: two jobs never share names. */
  tag?: string;
  /**
   * The photos' names once a send has started: a repeated send uses the same ones, and a page
   * reloaded after a send whose answer it never saw finds them listed (`listedJob`).
   */
  sentFiles?: Partial<Record<Shot, string>>;
  /**
   * Sent with no signal: waiting on the phone, its photos' names fixed, to be sent by itself once
   * there is signal, while the page is open or the next time it opens (docs/decisions/122).
   */
  queued?: boolean;
  /**
   * A queued job's whole change, made when it was queued, which the page's service worker sends
   * when signal returns, the page open or closed (docs/decisions/153). A change to the job drops it.
   */
  prepared?: PreparedSend;
  /** Once published, what was published; the photos are no longer kept. */
  published?: { position: number; data: unknown; at: number };
};

export const emptyDraft = (now = new Date()): JobDraft => ({
  shots: {},
  caption: "",
  alt: "",
  position: 0,
  step: 0,
  startedAt: now.toISOString(),
  tag: randomTag(),
});

/** What the job sends is made of; its step and a send's own notes (names, queue) are not. */
const sentFields = ["kind", "shots", "caption", "alt", "focus", "position"] as const;

/** Whether two drafts send the same job. */
export const sameJob = (one: JobDraft, other: JobDraft) => sentFields.every((field) => one[field] === other[field]);

/**
 * What the phone keeps of a job once it is published, besides what was published: its photos go,
 * and when it was started and its random part stay, which tell it from any other job (`sameStart`).
 */
export const keptOncePublished = (draft: JobDraft): JobDraft => ({
  ...emptyDraft(),
  kind: draft.kind,
  caption: draft.caption,
  startedAt: draft.startedAt,
  tag: draft.tag,
});

/** Whether two drafts are the same job, as it goes on: one tab's or the worker's, not another's. */
export const sameStart = (one: JobDraft, other: JobDraft) => one.startedAt === other.startedAt && one.tag === other.tag;

/** Four letters or digits: 1.7 million to one against two jobs of one caption and minute sharing them. */
export function randomTag(): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  return Array.from(crypto.getRandomValues(new Uint8Array(4)), (byte) => alphabet[byte % alphabet.length]).join("");
}

/** Every photo the job's kind needs, in order, once each is there. */
export function jobShots(draft: JobDraft): { shot: Shot; photo: PreparedShot }[] {
  if (!draft.kind) return [];
  return jobKinds[draft.kind].shots.flatMap((shot) => {
    const photo = draft.shots[shot];
    return photo ? [{ shot, photo }] : [];
  });
}

/**
 * Where each photo goes, below the images folder: the caption's words and when the job was
 * started and a random part drawn then, in the kind's folder
 * (`projects/resin-driveway-marlow-20261126-1432-k3f9.jpg`,
 * `cleaning/patio-marlow-20261126-1432-k3f9-before.jpg`), never a name the site already has. The
 * time and the random part make the names this job's own, so a send repeated after a lost answer finds its own photos
 * listed (publish.ts), never another job's with the same caption.
 */
export function photoFiles(draft: JobDraft, taken: readonly string[]): Partial<Record<Shot, string>> {
  if (!draft.kind) return {};
  if (namesKind(draft.sentFiles, draft.kind)) return draft.sentFiles;
  const folder = galleryFolders[draft.kind];
  const names = new Set(
    taken.filter((file) => file.startsWith(`${folder}/`)).map((file) => file.slice(folder.length + 1)),
  );
  const started = draft.startedAt.replace(/\D/g, "");
  // A job kept on the phone before names had a random part has none.
  const tag = draft.tag ? `-${draft.tag}` : "";
  const stem = `${fileSlug(draft.caption)}-${started.slice(0, 8)}-${started.slice(8, 12)}${tag}`;
  const files: Partial<Record<Shot, string>> = {};
  for (const shot of jobKinds[draft.kind].shots) {
    const name = freeName(shot === "photo" ? stem : `${stem}-${shot}`, ".jpg", names);
    names.add(name);
    files[shot] = `${folder}/${name}`;
  }
  return files;
}

/** Whether the names a send fixed are those of this kind's photos (a kind changed since names none). */
function namesKind(files: JobDraft["sentFiles"], kind: JobKind): files is Partial<Record<Shot, string>> {
  const named = Object.keys(files ?? {});
  const shots = jobKinds[kind].shots;
  return named.length === shots.length && shots.every((shot) => named.includes(shot));
}

const slot = presetMinimum.photo;
/** Shapes this close to the slot's lose only a trim, as in the build's crop warning (content/crop.ts). */
const tolerance = 0.03;

/** The focuses that choose something for a photo of this shape: along the side the gallery cuts. */
export function focusChoices({ width, height }: { width: number; height: number }): ImageFocus[] {
  const ratio = width / height / (slot.width / slot.height);
  if (Math.abs(ratio - 1) <= tolerance) return [];
  return ratio < 1 ? ["top", "center", "bottom"] : ["left", "center", "right"];
}

/**
 * The job's item of its gallery list, as the schema has it. A photo the gallery cuts keeps the
 * part chosen, or its middle, said outright so the build has nothing to warn of.
 */
export function galleryItem(draft: JobDraft, files: Partial<Record<Shot, string>>): Record<string, string> {
  const shots = draft.kind ? jobKinds[draft.kind].shots : [];
  const images = Object.fromEntries(shots.map((shot) => [shot === "photo" ? "image" : shot, files[shot] ?? ""]));
  const [first] = jobShots(draft);
  const focus = first && focusChoices(first.photo).length ? (draft.focus ?? "center") : undefined;
  return { ...images, caption: draft.caption, alt: draft.alt, ...(focus ? { focus } : {}) };
}

/** The repository path of a photo named below the images folder. */
export const repositoryPath = (file: string) => `${imagesFolder}/${file}`;

/** The galleries' data with the job's item at its place. */
export function galleriesWithJob(galleries: unknown, draft: JobDraft, item: Record<string, string>) {
  const kind = draft.kind ?? "projects";
  const data = (galleries && typeof galleries === "object" ? galleries : {}) as Record<string, unknown>;
  const list = Array.isArray(data[kind]) ? [...(data[kind] as unknown[])] : [];
  list.splice(Math.min(draft.position, list.length), 0, item);
  return { ...data, [kind]: list };
}

/** The photos' sizes, by their files below the images folder, for the size check. */
export function shotSizes(draft: JobDraft, files: Partial<Record<Shot, string>>): Map<string, ImageSize> {
  return new Map(
    jobShots(draft).flatMap(({ shot, photo }) => {
      const file = files[shot];
      return file ? [[file, { width: photo.width, height: photo.height }] as const] : [];
    }),
  );
}

/** Which of the job's fields a problem of the galleries file is about; undefined when none. */
export type JobField = Shot | "caption" | "alt" | "focus" | "list";
export function problemField(problem: Problem, draft: JobDraft): JobField | undefined {
  if (problem.file !== galleriesFile || problem.keys[0] !== draft.kind) return undefined;
  if (problem.keys.length === 1) return "list";
  if (problem.keys[1] !== draft.position) return undefined;
  const key = problem.keys[2];
  if (key === "image") return "photo";
  return key === "before" || key === "after" || key === "caption" || key === "alt" || key === "focus" ? key : undefined;
}

/** Where a gallery's items list the job's first photo; undefined when they do not. */
export function listedAt(items: unknown, files: Partial<Record<Shot, string>>): number | undefined {
  const first = Object.values(files)[0];
  if (first === undefined || !Array.isArray(items)) return undefined;
  const index = items.findIndex((item: unknown) => Object.values(item ?? {}).includes(first));
  return index < 0 ? undefined : index;
}

/** A job whose send started is already in the galleries as they are read now (its answer was lost). */
export function listedJob(galleries: unknown, draft: JobDraft): JobDraft["published"] {
  if (!draft.sentFiles || !draft.kind || !galleries || typeof galleries !== "object") return undefined;
  const position = listedAt((galleries as Record<string, unknown>)[draft.kind], draft.sentFiles);
  return position === undefined ? undefined : { position, data: galleries, at: Date.now() };
}
