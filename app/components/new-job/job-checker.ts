/**
 * The page's side of its worker (job-check.worker.ts): each request answered as a promise. The
 * worker starts with the first request, in the browser only.
 */
import type { ContentSnapshot } from "~/content/check";
import type { Problem } from "~/content/problem-line";

import type { JobDraft, Shot } from "./job";
import type { CheckAnswer, CheckRequest } from "./job-check.worker";
import type { GalleriesEdit } from "./job-edit";

type Ask = CheckRequest extends infer Each ? (Each extends CheckRequest ? Omit<Each, "id"> : never) : never;

let worker: Worker | undefined;
let lastId = 0;
const waiting = new Map<number, { resolve: (answer: unknown) => void; reject: (error: Error) => void }>();

function started(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL("./job-check.worker.ts", import.meta.url), { type: "module" });
  worker.addEventListener("message", ({ data }: MessageEvent<CheckAnswer>) => {
    const request = waiting.get(data.id);
    waiting.delete(data.id);
    if (data.error === undefined) request?.resolve(data.answer);
    else request?.reject(new Error(data.error));
  });
  return worker;
}

function ask<Answer>(request: Ask): Promise<Answer> {
  const id = (lastId += 1);
  return new Promise<Answer>((resolve, reject) => {
    waiting.set(id, { resolve: resolve as (answer: unknown) => void, reject });
    started().postMessage({ ...request, id });
  });
}

/** The content every later check is made against. */
export const checkAgainst = (content: ContentSnapshot) => ask<true>({ ask: "content", content });

/** The problems the build would find with the job in its gallery. */
export const problemsOf = (draft: JobDraft) => ask<Problem[]>({ ask: "problems", draft });

/** The galleries file's text with the job added, checked. */
export const editGalleries = (draft: JobDraft, files: Partial<Record<Shot, string>>, text: string) =>
  ask<GalleriesEdit>({ ask: "edit", draft, files, text });

/** A YAML settings file's data (the site editor's `config.yml`). */
export const settingsOf = (file: string, text: string) => ask<Record<string, unknown>>({ ask: "settings", file, text });
