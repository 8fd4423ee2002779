/**
 * Runs the build's content checks (app/content/check.ts) in the site editor before Decap saves
 * an entry: the entry's values take the place of that file in the content as it is now
 * (`/admin/content.json`), and any problem the edit brings refuses the Save with the build's own
 * one-line message, beside the field it names and in a box that stays until the line is fixed,
 * so nothing is written that the build would refuse.
 */
import type { CheckedContent, ContentSnapshot, ImageSize } from "../../app/content/check.ts";
import { type Problem, problem, problemLine } from "../../app/content/problem-line.ts";
import { businessFacts, sampleValues } from "../../app/content/sample-details.mjs";

import type { Decap, DecapEntry } from "./decap.ts";
import {
  checkWithEntry,
  checkWithFormEntry,
  measuredUploads,
  problemsEditorCanTell,
  refreshContent,
  rememberSave,
} from "./editor-content.ts";
import { onFieldProblems, refusedProblems, showFieldProblems } from "./field-problems.ts";
import { inEditorWords } from "./problem-words.ts";

/**
 * The problems an entry's values bring: every problem the checks give with them in place that
 * they do not give for the content as it is (the same line), so a problem elsewhere that the edit
 * did not cause never blocks it.
 */
export function newProblems(
  content: ContentSnapshot,
  filePath: string,
  data: unknown,
  uploads: ReadonlyMap<string, ImageSize>,
) {
  const before = new Set(problemsOf(content, checkWithEntry(content)).map(problemLine));
  const after = problemsOf(content, checkWithEntry(content, { filePath, data }, uploads));
  return problemsEditorCanTell(content, after).filter((each) => !before.has(problemLine(each)));
}

const problemsOf = (content: ContentSnapshot, checked: CheckedContent): Problem[] => [
  ...checked.problems,
  ...hostRefusals(content, checked),
];

/** Every problem the checks give with the entry as it is in the form now, photos measured so far included. */
export const problemsNow = (content: ContentSnapshot, entry: DecapEntry) =>
  problemsOf(content, checkWithFormEntry(content, entry));

/** The sample details a production build's host would refuse to publish; none elsewhere. */
function hostRefusals(content: ContentSnapshot, checked: CheckedContent): Problem[] {
  const { business } = checked.content;
  if (!content.refusesSamples || !business) return [];
  const facts = businessFacts(business);
  return sampleValues(facts).map((value) =>
    problem(facts.source, [], `${value} is a sample detail, which the host refuses to publish: write the real one`),
  );
}

/** Decap's notice of a refused Save. */
const refusal = (count: number) =>
  `${count === 1 ? "1 problem to fix, shown beside its field" : `${count} problems to fix, shown beside their fields`} and in the box at the bottom`;

/** Stays on screen until its lines are fixed, unlike Decap's own message, which fades after 8 seconds. */
function showProblems(problems: readonly Problem[]) {
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
    ...problems.map((each) => lineOf("span", inEditorWords(each))),
  );
}

/** Checks each entry before Decap writes it, and reads the content again once it has. */
export function registerSaveChecks({ CMS }: Decap) {
  onFieldProblems(() => showProblems(refusedProblems()));
  let checked: Parameters<typeof rememberSave> | undefined;
  CMS.registerEventListener({
    name: "preSave",
    handler: async ({ entry }) => {
      const data = entry.get("data")?.toJS();
      const uploads = await measuredUploads(entry);
      // Read again, so that the fields follow a fix against the same content the Save was checked with.
      const problems = newProblems(await refreshContent(), entry.get("path"), data, uploads);
      showFieldProblems(entry.get("path"), data, problems);
      // Decap refuses the Save and shows this in a notice of its own that fades; the lines
      // themselves are in the box and beside their fields, so it only says where.
      if (problems.length) throw new Error(refusal(problems.length));
      checked = [entry.get("path"), data, uploads];
    },
  });
  CMS.registerEventListener({
    name: "postSave",
    handler: ({ entry }) => {
      if (checked && checked[0] === entry.get("path")) rememberSave(...checked);
      checked = undefined;
      void refreshContent();
    },
  });
}
