/**
 * The build's content check (check.ts) with one file's values in place of that file, as the site
 * editor's Save and the phone's job page run it before anything is written: the content as the
 * last build (or `npm run edit`'s working copy) read it, plus the entry and the photos it adds. A
 * problem the entry brings is given in the build's own words; one it did not bring never blocks it.
 */
import { businessFacts, sampleValues } from "./sample-details.mjs";

import {
  type CheckedContent,
  checkContentData,
  contentDir,
  type ContentSnapshot,
  type ImageSize,
  imagesDir,
  sharedFiles,
} from "./check.ts";
import { type Problem, problem, problemLine } from "./problem-line.ts";

/** Photos the entry adds, by path below the images folder, with their sizes where known. */
export type Uploads = ReadonlyMap<string, ImageSize | undefined>;

/** The content files' data with one file's values in its place, by the file's path in the repository. */
export function withEntry(
  raw: ContentSnapshot["raw"],
  filePath: string,
  data: unknown,
): ContentSnapshot["raw"] | undefined {
  for (const [key, { file }] of Object.entries(sharedFiles))
    if (filePath === `${contentDir}/${file}`) return { ...raw, shared: { ...raw.shared, [key]: data } };
  const page = new RegExp(`^${contentDir}/pages/([^/]+)\\.ya?ml$`).exec(filePath)?.[1];
  if (page !== undefined) return { ...raw, pages: { ...raw.pages, [page]: data } };
  return undefined;
}

/**
 * The problems an editor in the browser can tell: against a build's pictures (not the working
 * copy's), a photo uploaded since that build is not among them, so whether it exists is left to
 * the build.
 */
export function problemsEditorCanTell(content: ContentSnapshot, problems: readonly Problem[]): Problem[] {
  return problems.filter((problem) => content.complete || problem.code !== "picture-not-found");
}

/** A file's path below the images folder, from its path in the repository; none outside it. */
export const belowImages = (repoPath: string): string | undefined =>
  repoPath.startsWith(`${imagesDir}/`) ? repoPath.slice(imagesDir.length + 1) : undefined;

/**
 * The build's check of the content with the entry's values in place of its file (the content
 * as it is, without an entry or for a file that is not content).
 */
export function checkWithEntry(
  content: ContentSnapshot,
  entry?: { filePath: string; data: unknown },
  uploads: Uploads = new Map(),
): CheckedContent {
  const raw = (entry && withEntry(content.raw, entry.filePath, entry.data)) ?? content.raw;
  const available = [...new Set([...content.images, ...uploads.keys()])];
  return checkContentData(raw, {
    available,
    sizeOf: (file) => uploads.get(file) ?? content.sizes[file],
  });
}

/** The sample details a production build's host would refuse to publish; none elsewhere. */
function hostRefusals(content: ContentSnapshot, checked: CheckedContent): Problem[] {
  const { business } = checked.content;
  if (!content.refusesSamples || !business) return [];
  const facts = businessFacts(business);
  return sampleValues(facts).map((value) =>
    problem(facts.source, [], `${value} is a sample detail, which the host refuses to publish: write the real one`),
  );
}

/** Every problem of a check, the host's refusals included. */
export const problemsOf = (content: ContentSnapshot, checked: CheckedContent): Problem[] => [
  ...checked.problems,
  ...hostRefusals(content, checked),
];

/**
 * The problems an entry's values bring: every problem the checks give with them in place that
 * they do not give for the content as it is (the same line), so a problem elsewhere that the edit
 * did not cause never blocks it.
 */
export function newProblems(content: ContentSnapshot, filePath: string, data: unknown, uploads: Uploads) {
  const before = new Set(problemsOf(content, checkWithEntry(content)).map(problemLine));
  const after = problemsOf(content, checkWithEntry(content, { filePath, data }, uploads));
  return problemsEditorCanTell(content, after).filter((each) => !before.has(problemLine(each)));
}
