/**
 * Reads the content files (`content/*.yml`) and the pictures on disk and checks them
 * (`check.ts`). Runs in Node only: at build (through the Vite plugin, which turns the result
 * into plain modules), in `npm run check`, and in tests.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import sharp from "sharp";
import { parseDocument } from "yaml";

import {
  checkContentData,
  type Content,
  contentDir,
  type ContentResult,
  type ContentSnapshot,
  galleriesBasis,
  imageExtensions,
  type ImageSize,
  imagesDir,
  type RawContent,
  sharedFiles,
} from "./check.ts";
import { type Problem, problem, problemLine } from "./problem-line.ts";
import { pageRegistry } from "./registry.ts";

export { type Content, contentDir, type ContentResult, imagesDir } from "./check.ts";
export { problemLine } from "./problem-line.ts";

function readYaml(root: string, file: string, problems: Problem[]): unknown {
  const full = path.join(root, contentDir, file);
  const name = `${contentDir}/${file}`;
  if (!existsSync(full)) {
    problems.push(problem(name, [], "is missing: the site needs this file"));
    return undefined;
  }
  const document = parseDocument(readFileSync(full, "utf8"), { prettyErrors: true, uniqueKeys: true });
  if (document.errors.length) {
    for (const error of document.errors) {
      const position = error.linePos?.[0];
      const where = position ? `line ${position.line}, column ${position.col}` : "syntax";
      const message = error.message.split("\n")[0]?.replace(/ at line \d+, column \d+:?$/, "");
      problems.push(problem(name, [], `${where}: ${message} (check quotes, colons and indentation)`));
    }
    return undefined;
  }
  return document.toJS();
}

/** Files under app/assets/images, relative to it. */
export function imageFiles(root: string): string[] {
  const base = path.join(root, imagesDir);
  const found: string[] = [];
  const visit = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) visit(full);
      else if (imageExtensions.includes(path.extname(entry).toLowerCase()))
        found.push(path.relative(base, full).split(path.sep).join("/"));
    }
  };
  visit(base);
  return found;
}

/** The data of every content file, and the problems of files that could not be read. */
function readRawContent(root: string): { raw: RawContent; problems: Problem[]; files: string[] } {
  const problems: Problem[] = [];
  const files: string[] = [];
  const shared: RawContent["shared"] = {};
  for (const [key, { file }] of Object.entries(sharedFiles)) {
    files.push(path.join(root, contentDir, file));
    shared[key as keyof typeof sharedFiles] = readYaml(root, file, problems);
  }
  const pagesDir = path.join(root, contentDir, "pages");
  const pageFiles = existsSync(pagesDir) ? readdirSync(pagesDir).filter((file) => /\.ya?ml$/.test(file)) : [];
  const pages: RawContent["pages"] = {};
  for (const page of pageRegistry) {
    files.push(path.join(pagesDir, `${page.id}.yml`));
    pages[page.id] = readYaml(root, `pages/${page.id}.yml`, problems);
  }
  return { raw: { shared, pages, pageFiles }, problems, files };
}

/** Reads and checks every content file, without reading the pictures' sizes: quick, and synchronous. */
export function readContent(root: string): ContentResult {
  const { raw, problems, files } = readRawContent(root);
  const result = checkContentData(raw, { available: imageFiles(root) });
  return { ...result, problems: [...problems, ...result.problems], files };
}

/** Each picture's size, read from its file's header. */
async function imageSizes(root: string, files: Iterable<string>): Promise<Map<string, ImageSize>> {
  const sizes = new Map<string, ImageSize>();
  const measured = await Promise.all(
    [...new Set(files)].map(async (file) => {
      // A file that is not a readable image has no size here; the image build stops on it if a page uses it.
      const metadata = await sharp(path.join(root, imagesDir, file))
        .metadata()
        .catch(() => undefined);
      return { file, metadata };
    }),
  );
  // In the files' order, not as the reads finish: the editor's snapshot is the same bytes at every build.
  for (const { file, metadata } of measured)
    if (metadata?.width && metadata.height) sizes.set(file, { width: metadata.width, height: metadata.height });
  return sizes;
}

/**
 * What a build keeps of the content it checked, for its later steps to read instead of the files
 * (decision 088): the files' data and the pictures with their sizes, as the editor's snapshot is,
 * the files they came from, each file's data by its path, and the resolved content as plain JSON
 * (pictures as objects, text templates left out) for the Node scripts that read facts from it.
 */
export type CheckedSnapshot = ContentSnapshot & {
  files: string[];
  dataByFile: Record<string, unknown>;
  content: Content;
};

/** Each content file's data by its path in the repository (`content/business.yml`). */
function dataByFile(raw: RawContent): Record<string, unknown> {
  const byFile: Record<string, unknown> = {};
  for (const [key, { file }] of Object.entries(sharedFiles))
    byFile[`${contentDir}/${file}`] = raw.shared[key as keyof typeof sharedFiles];
  for (const page of pageRegistry) byFile[`${contentDir}/pages/${page.id}.yml`] = raw.pages[page.id];
  return byFile;
}

/** The content a snapshot holds, resolved by the same pure check: no file is read, no picture measured. */
export function contentOfSnapshot(snapshot: ContentSnapshot & { files: string[] }): ContentResult {
  const result = checkContentData(snapshot.raw, { available: snapshot.images, sizeOf: (file) => snapshot.sizes[file] });
  return { ...result, files: snapshot.files };
}

/** Reads, measures and checks everything once, and gives the snapshot of what it checked. */
export async function checkContentWithSnapshot(
  root: string,
): Promise<{ result: ContentResult; snapshot: CheckedSnapshot }> {
  const { raw, problems, files } = readRawContent(root);
  const images = imageFiles(root);
  const sizes = Object.fromEntries(await imageSizes(root, images));
  const snapshot = { raw, images, sizes, complete: false, files, galleriesBasis: galleriesBasis(raw) };
  const checked = contentOfSnapshot(snapshot);
  const result = { ...checked, problems: [...problems, ...checked.problems] };
  return { result, snapshot: { ...snapshot, dataByFile: dataByFile(raw), content: result.content } };
}

/** Reads, measures and checks everything; what `npm run check` and the build's plugin in development run. */
export async function checkContent(root: string): Promise<ContentResult> {
  return (await checkContentWithSnapshot(root)).result;
}

/** The content files' data and every picture with its size: what the site editor checks a Save against. */
export async function contentSnapshot(root: string, complete: boolean): Promise<ContentSnapshot> {
  const images = imageFiles(root);
  const sizes = Object.fromEntries(await imageSizes(root, images));
  const { raw } = readRawContent(root);
  return { raw, images, sizes, complete, galleriesBasis: galleriesBasis(raw) };
}

/** The content for tests and scripts, which need it whole: any problem stops them with its lines. */
export function loadContent(root: string): ContentResult {
  const result = readContent(root);
  if (result.problems.length) throw new Error(`content problems:\n${result.problems.map(problemLine).join("\n")}`);
  return result;
}
