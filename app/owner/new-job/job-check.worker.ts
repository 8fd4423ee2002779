/**
 * The job page's worker: the build's check and the galleries file's edit (job-edit.ts), and the
 * site editor's settings read from their YAML. A bundle of its own, so the visitors' pages share
 * none of its code (docs/decisions/113); answers each request by its id (job-checker.ts).
 */
import type { ContentSnapshot } from "~/content/check";
import { dataOf } from "~/owner/publishing/list-edit";

import type { JobDraft, Shot } from "./job";
import type { JobChange } from "./job-change";
import { galleriesChange } from "./job-change-edit";
import { galleriesEdit, jobProblems } from "./job-edit";

export type CheckRequest =
  | { id: number; ask: "content"; content: ContentSnapshot }
  | { id: number; ask: "problems"; draft: JobDraft }
  | { id: number; ask: "edit"; draft: JobDraft; files: Partial<Record<Shot, string>>; text: string }
  | { id: number; ask: "settings"; file: string; text: string }
  | { id: number; ask: "change"; change: JobChange; text: string };

export type CheckAnswer = { id: number; answer?: unknown; error?: string };

let content: ContentSnapshot | undefined;

function answer(request: CheckRequest): unknown {
  if (request.ask === "content") {
    content = request.content;
    return true;
  }
  if (request.ask === "settings") return dataOf(request.file, request.text);
  if (!content) throw new Error("the site's content has not been read yet");
  if (request.ask === "change") return galleriesChange(content, request.change, request.text);
  return request.ask === "problems"
    ? jobProblems(content, content.raw.shared.galleries, request.draft)
    : galleriesEdit(content, request.draft, request.files, request.text);
}

self.addEventListener("message", (event: MessageEvent<CheckRequest>) => {
  try {
    self.postMessage({ id: event.data.id, answer: answer(event.data) } satisfies CheckAnswer);
  } catch (error) {
    self.postMessage({ id: event.data.id, error: error instanceof Error ? error.message : String(error) });
  }
});
