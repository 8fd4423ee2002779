/**
 * The page's side of its worker (job-check.worker.ts): each request answered as a promise. The
 * worker starts with the first request, in the browser only.
 */
import type { ContentSnapshot } from "~/content/check";
import type { Problem } from "~/content/problem-line";

import type { JobDraft, Shot } from "./job";
import type { CheckAnswer, CheckRequest } from "./job-check.worker";
import type { ChangeEdit, JobChange } from "./job-change";
import type { GalleriesEdit } from "./job-edit";

type Ask = CheckRequest extends infer Each ? (Each extends CheckRequest ? Omit<Each, "id"> : never) : never;

/** Longer than a check takes on a slow phone with the worker's first download; a hung worker is given up. */
const answerWithinMs = 20_000;

let worker: Worker | undefined;
let lastId = 0;
const waiting = new Map<number, { resolve: (answer: unknown) => void; reject: (error: Error) => void }>();
/** The content last sent, sent again to a worker started afresh. */
let checkedAgainst: Ask | undefined;

/** Fails every request waiting, and lets the worker go: the next request starts a new one. */
function stopWorker(line: string) {
  worker?.terminate();
  worker = undefined;
  const failed = [...waiting.values()];
  waiting.clear();
  for (const request of failed) request.reject(new Error(line));
}

function started(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL("./job-check.worker.ts", import.meta.url), { type: "module" });
  worker.addEventListener("message", ({ data }: MessageEvent<CheckAnswer>) => {
    const request = waiting.get(data.id);
    waiting.delete(data.id);
    if (data.error === undefined) request?.resolve(data.answer);
    else request?.reject(new Error(data.error));
  });
  // A worker that fails to load or dies, or an answer that cannot be read, answers nothing else.
  worker.addEventListener("error", () => stopWorker("the build's check could not run on this phone"));
  worker.addEventListener("messageerror", () =>
    stopWorker("the build's check answered in a way this phone could not read"),
  );
  // A worker started again checks against the content the page read, as the first did.
  if (checkedAgainst) post(worker, checkedAgainst).catch(() => undefined);
  return worker;
}

function post(to: Worker, request: Ask): Promise<unknown> {
  const id = (lastId += 1);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => stopWorker("the build's check did not answer in time on this phone"),
      answerWithinMs,
    );
    const settle = () => clearTimeout(timer);
    waiting.set(id, {
      resolve: (answer) => (settle(), resolve(answer)),
      reject: (error) => (settle(), reject(error)),
    });
    to.postMessage({ ...request, id });
  });
}

function ask<Answer>(request: Ask): Promise<Answer> {
  const to = started();
  if (request.ask === "content") checkedAgainst = request;
  return post(to, request) as Promise<Answer>;
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

/** The galleries file's text with a change to a job already there, checked. */
export const changeGalleries = (change: JobChange, text: string) => ask<ChangeEdit>({ ask: "change", change, text });
