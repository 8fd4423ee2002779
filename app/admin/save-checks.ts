/**
 * Runs the build's content checks (app/content/check.ts) in the site editor before Decap saves
 * an entry: the entry's values take the place of that file in the content the site was built
 * from (`/admin/content.json`), and any problem the edit brings refuses the Save with the
 * build's own one-line message, so nothing is written that the build would refuse. Loaded only
 * by the editor's page (admin/index.html); the public pages never load it.
 */
import { checkContentData, contentDir, imagesDir, sharedFiles } from "../content/check.ts";
import type { ContentSnapshot, ImageSize } from "../content/check.ts";

/** Decap's Immutable.js values, as far as this module reads them. */
type ImmutableValue = { toJS(): unknown; get(key: string): unknown };
type DecapEntry = ImmutableValue & { get(key: "path"): string; get(key: "data"): ImmutableValue };
type MediaFile = { path: string; url?: string; file?: Blob };

declare global {
  interface Window {
    CMS?: {
      registerEventListener(listener: { name: string; handler: (event: { entry: DecapEntry }) => unknown }): void;
    };
  }
}

/** The content and pictures to check against, read at each Save: `npm run edit` answers with the files as the last Save left them. */
async function currentContent(): Promise<ContentSnapshot> {
  const response = await fetch("/admin/content.json", { cache: "no-store" });
  if (!response.ok) throw new Error(`the editor could not read the site's content to check it (${response.status})`);
  return (await response.json()) as ContentSnapshot;
}

/** Where in the content a file's values go, by its path in the repository. */
function place(snapshotContent: ContentSnapshot, filePath: string, data: unknown): ContentSnapshot["raw"] | undefined {
  const { raw } = snapshotContent;
  for (const [key, { file }] of Object.entries(sharedFiles))
    if (filePath === `${contentDir}/${file}`) return { ...raw, shared: { ...raw.shared, [key]: data } };
  const page = new RegExp(`^${contentDir}/pages/([^/]+)\\.ya?ml$`).exec(filePath)?.[1];
  if (page !== undefined) return { ...raw, pages: { ...raw.pages, [page]: data } };
  return undefined;
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

/** Photos added with this entry: their paths below the images folder, and their sizes. */
async function uploadedImages(entry: DecapEntry) {
  const list = entry.get("mediaFiles") as ImmutableValue | undefined;
  const media = (list?.toJS() ?? []) as MediaFile[];
  const sizes = new Map<string, ImageSize>();
  for (const file of media) {
    if (!file.path.startsWith(`${imagesDir}/`)) continue;
    const size = await naturalSize(file);
    if (size) sizes.set(file.path.slice(imagesDir.length + 1), size);
  }
  return sizes;
}

/**
 * The problems an entry's values bring: every line the checks give with them in place that they
 * do not give for the content as built, so a problem elsewhere that the edit did not cause never
 * blocks it.
 */
export function newProblems(
  content: ContentSnapshot,
  filePath: string,
  data: unknown,
  uploads: Map<string, ImageSize>,
) {
  const edited = place(content, filePath, data);
  if (!edited) return [];
  const run = (raw: ContentSnapshot["raw"], available: readonly string[], sizes: Record<string, ImageSize>) =>
    checkContentData(raw, { available, sizeOf: (file) => sizes[file] }).problems;
  const before = new Set(run(content.raw, content.images, content.sizes));
  const images = [...new Set([...content.images, ...uploads.keys()])];
  const sizes = { ...content.sizes, ...Object.fromEntries(uploads) };
  // A photo the editor uploaded after the build is not among its pictures: the build checks it.
  const unknownPicture = ` is not in ${imagesDir} `;
  return run(edited, images, sizes).filter(
    (problem) => !before.has(problem) && (content.complete || !problem.includes(unknownPicture)),
  );
}

/** Stays on screen until the next Save, unlike Decap's own message, which fades after 8 seconds. */
function showProblems(problems: string[]) {
  let box = document.getElementById("save-problems");
  if (!problems.length) {
    box?.remove();
    return;
  }
  if (!box) {
    box = document.createElement("div");
    box.id = "save-problems";
    box.setAttribute("role", "alert");
    box.style.cssText =
      "position:fixed;right:12px;bottom:12px;z-index:1000;max-width:min(36rem,calc(100vw - 24px));padding:10px 14px;border-radius:6px;background:#7a1212;color:#fff;font:14px/1.45 system-ui,sans-serif;box-shadow:0 2px 8px rgb(0 0 0 / 0.3)";
    document.body.append(box);
  }
  // Decap's stylesheet colours paragraphs and headings; each line keeps the box's own colours.
  const lineOf = (tag: string, text: string) => {
    const element = document.createElement(tag);
    element.textContent = text;
    element.style.cssText = "display:block;margin:4px 0 0;color:#fff;font:inherit";
    return element;
  };
  box.replaceChildren(
    lineOf("strong", "Not saved: fix this first"),
    ...problems.map((problem) => lineOf("span", problem)),
  );
}

window.CMS?.registerEventListener({
  name: "preSave",
  handler: async ({ entry }) => {
    const problems = newProblems(
      await currentContent(),
      entry.get("path"),
      entry.get("data").toJS(),
      await uploadedImages(entry),
    );
    showProblems(problems);
    // Decap refuses the Save and shows this message.
    if (problems.length) throw new Error(problems.join("\n"));
  },
});
