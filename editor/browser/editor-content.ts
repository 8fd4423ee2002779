/**
 * The site's content as the editor sees it: the content files' data and the pictures with their
 * sizes (`/admin/content.json`: as built, or the working copy under `npm run edit`), with the
 * entry being edited in place of its file. The save checks, the field help and the preview all
 * check it with the build's own function (app/content/check.ts).
 */
import type { CheckedContent, ContentSnapshot, ImageSize } from "../../app/content/check.ts";
import { belowImages, checkWithEntry, type Uploads, withEntry } from "../../app/content/entry-check.ts";

import type { DecapEntry, MediaFile } from "./decap.ts";

/**
 * Entries saved in this session, by file, and the photos saved with them: the content a build
 * wrote has them only once the host has rebuilt the site.
 */
const savedHere = { entries: new Map<string, unknown>(), sizes: new Map<string, ImageSize>() };

/** Records a Save, so later checks and previews see it at once. */
export function rememberSave(filePath: string, data: unknown, uploads: ReadonlyMap<string, ImageSize>) {
  savedHere.entries.set(filePath, data);
  for (const [file, size] of uploads) savedHere.sizes.set(file, size);
}

/**
 * The content and pictures as they are now: `npm run edit` answers with the files as the last
 * Save left them; a build's answer is brought up to date with this session's Saves.
 */
export async function fetchContent(): Promise<ContentSnapshot> {
  const response = await fetch("/admin/content.json", { cache: "no-store" });
  if (!response.ok) throw new Error(`the editor could not read the site's content to check it (${response.status})`);
  const content = (await response.json()) as ContentSnapshot;
  let raw = content.raw;
  for (const [filePath, data] of savedHere.entries) raw = withEntry(raw, filePath, data) ?? raw;
  return {
    ...content,
    raw,
    images: [...new Set([...content.images, ...savedHere.sizes.keys()])],
    sizes: { ...Object.fromEntries(savedHere.sizes), ...content.sizes },
  };
}

/** Where the editor serves an image file the content was read with (a copy of app/assets/images). */
export const editorImageUrl = (file: string) => `/admin/images/${file}`;

let latest: ContentSnapshot | undefined;
let loading: Promise<ContentSnapshot> | undefined;
const listeners = new Set<() => void>();

/** Reads the content again (at start and after each Save), and tells whoever shows it. */
export function refreshContent(): Promise<ContentSnapshot> {
  loading = fetchContent().then((content) => {
    latest = content;
    for (const listener of listeners) listener();
    return content;
  });
  return loading;
}

/** The content last read, if it has arrived. */
export const currentContent = (): ContentSnapshot | undefined => latest;

/** The content, once read. */
export const contentReady = (): Promise<ContentSnapshot> => loading ?? refreshContent();

/** Called each time the content has been read again, or an upload measured; returns the unsubscribe. */
export function onContent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A photo uploaded in this session, measured by the browser that holds it. */
async function naturalSize(media: MediaFile): Promise<ImageSize | undefined> {
  try {
    if (media.file) {
      const bitmap = await createImageBitmap(media.file);
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return size;
    }
    if (!media.url) return undefined;
    const image = new Image();
    image.src = media.url;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  } catch {
    // A file the browser cannot decode: its extension decides what the check says of it.
    return undefined;
  }
}

type Measurement = { done: Promise<ImageSize | undefined>; size?: ImageSize };

/** Each upload measured once, by the file itself or its address, for the checks as it is typed and at Save. */
const measurements = { files: new WeakMap<Blob, Measurement>(), urls: new Map<string, Measurement>(), count: 0 };

/**
 * An upload's measurement, started on first asking; when it is done, whoever shows the content
 * is told, so a photo too small for its place is named as the owner fills in the rest rather
 * than only at Save.
 */
function measurement(media: MediaFile): Measurement | undefined {
  const known = media.file ? measurements.files.get(media.file) : media.url && measurements.urls.get(media.url);
  if (known || (!media.file && !media.url)) return known || undefined;
  const started: Measurement = { done: naturalSize(media) };
  void started.done.then((size) => {
    if (!size) return;
    started.size = size;
    measurements.count += 1;
    for (const listener of listeners) listener();
  });
  if (media.file) measurements.files.set(media.file, started);
  else if (media.url) measurements.urls.set(media.url, started);
  return started;
}

/** Photos uploaded with the entry and not yet saved: their paths below the images folder, and their measurements. */
function uploadsOf(entry: DecapEntry): [string, Measurement | undefined][] {
  const media = (entry.get("mediaFiles")?.toJS() ?? []) as MediaFile[];
  return media.flatMap((file) => {
    const below = belowImages(file.path);
    return below ? [[below, measurement(file)] as [string, Measurement | undefined]] : [];
  });
}

/** The entry's uploads with their sizes as far as they are measured yet. */
export const entryUploads = (entry: DecapEntry): Uploads =>
  new Map(uploadsOf(entry).map(([file, measured]) => [file, measured?.size]));

/** The entry's uploads with every size the browser can tell, waiting for those still being measured. */
export async function measuredUploads(entry: DecapEntry): Promise<Map<string, ImageSize>> {
  const sizes = new Map<string, ImageSize>();
  for (const [file, measured] of uploadsOf(entry)) {
    const size = await measured?.done;
    if (size) sizes.set(file, size);
  }
  return sizes;
}

const checks = new WeakMap<
  ContentSnapshot,
  { data?: unknown; measured?: number; entry?: CheckedContent; alone?: CheckedContent }
>();

/**
 * The build's check of the content with the form's entry in place, run once per state of the
 * entry (Decap makes a new data value at each change) and kept: every field and the preview ask
 * at each change. Without an entry, the content as it is.
 */
export function checkWithFormEntry(content: ContentSnapshot, entry?: DecapEntry): CheckedContent {
  let kept = checks.get(content);
  if (!kept) checks.set(content, (kept = {}));
  if (!entry) return (kept.alone ??= checkWithEntry(content));
  const data = entry.get("data");
  if (kept.entry && kept.data === data && kept.measured === measurements.count) return kept.entry;
  kept.data = data;
  kept.measured = measurements.count;
  kept.entry = checkWithEntry(content, { filePath: entry.get("path"), data: data?.toJS() }, entryUploads(entry));
  return kept.entry;
}
