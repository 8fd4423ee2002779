/**
 * The build's content check (check.ts) with one file's values in place of that file, as the site
 * editor's Save runs it before anything is written: the content as the last build (or `npm run
 * edit`'s working copy) read it, plus the entry and the photos it adds. A problem the entry brings
 * is given in the build's own words; one it did not bring never blocks it. The job page's worker
 * runs the same for the galleries file alone (galleries-check.ts).
 */
import { businessFacts, sampleValues } from "./sample-details.mjs";

import {
  type CheckedContent,
  checkContentData,
  contentDir,
  type ContentSnapshot,
  imagesDir,
  sharedFiles,
} from "./check.ts";
import { problemsEditorCanTell, type Uploads, withUploads } from "./images.ts";
import { type Problem, problem, problemsBrought } from "./problem-line.ts";

export type { Uploads };

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
  return checkContentData(raw, withUploads(content, uploads));
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
  const before = problemsOf(content, checkWithEntry(content));
  const after = problemsOf(content, checkWithEntry(content, { filePath, data }, uploads));
  return problemsBrought(before, problemsEditorCanTell(content, after));
}
