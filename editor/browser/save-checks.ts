/**
 * Runs the build's content checks in the site editor before Decap saves an entry
 * (app/content/entry-check.ts): the entry's values take the place of that file in the content as
 * it is now (`/admin/content.json`), and any problem the edit brings refuses the Save with the
 * build's own one-line message, beside the field it names and in a box that stays until the line is fixed,
 * so nothing is written that the build would refuse.
 */
import type { ContentSnapshot } from "../../app/content/check.ts";
import { newProblems, problemsOf } from "../../app/content/entry-check.ts";
import type { Problem } from "../../app/content/problem-line.ts";

import type { Decap, DecapEntry } from "./decap.ts";
import { checkWithFormEntry, measuredUploads, refreshContent, rememberSave } from "./editor-content.ts";
import { onFieldProblems, refusedProblems, showFieldProblems } from "./field-problems.ts";
import { inEditorWords } from "./problem-words.ts";

/** Every problem the checks give with the entry as it is in the form now, photos measured so far included. */
export const problemsNow = (content: ContentSnapshot, entry: DecapEntry) =>
  problemsOf(content, checkWithFormEntry(content, entry));

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
