/**
 * A job queued with no signal, made ready for the page's service worker to send by itself when
 * signal returns, even with the page closed, where the browser has Background Sync and the site
 * signs in with the owner's passkey (docs/decisions/153). The change is made now as a send would
 * make it, from the galleries file the site's build read, and checked as every send is: the
 * worker sends it only if GitHub still holds that same file, and leaves the job to the page else.
 */
import type { ContentSnapshot } from "~/content/check";
import { type PreparedSend, sendLock } from "~/owner/publishing/queued-send";

import { galleriesFile, type JobDraft, jobShots, keptOncePublished, repositoryPath } from "./job";
import { editGalleries } from "./job-checker";
import { type Backend, commitMessage } from "./publish";

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/** The page's worker, when it controls the page and the browser can wake it for a sync. */
async function syncingWorker(): Promise<SyncRegistration | undefined> {
  if (!("SyncManager" in window) || !navigator.serviceWorker?.controller) return undefined;
  const registration: SyncRegistration = await navigator.serviceWorker.ready;
  return registration.sync ? registration : undefined;
}

/**
 * The job's change, ready for the worker, with the sync asked for; none where the worker cannot
 * send it (another sign-in, no Background Sync, or a change the build would refuse), and the
 * page sends it as before. `draft` carries its photos' names (`sentFiles`).
 */
export async function prepareBackgroundSend(
  backend: Backend | undefined,
  draft: JobDraft,
  content: ContentSnapshot,
): Promise<PreparedSend | undefined> {
  const base = content.galleriesText;
  const files = draft.sentFiles;
  if (backend?.kind !== "gateway" || base === undefined || !files) return undefined;
  try {
    const worker = await syncingWorker();
    if (!worker) return undefined;
    const edited = await editGalleries(draft, files, base);
    if (edited.outcome !== "edited") return undefined;
    // The page holds the send's lock meanwhile: the worker reads the job once it is kept.
    await worker.sync?.register(sendLock);
    return {
      target: { apiRoot: backend.target.apiRoot, branch: backend.target.branch },
      photos: jobShots(draft).map(({ shot, photo }) => ({ path: repositoryPath(files[shot] ?? ""), file: photo.file })),
      edit: { path: galleriesFile, base, text: edited.text },
      message: commitMessage(draft),
      done: keptOncePublished(draft),
      published: { data: edited.data, position: edited.position },
    };
  } catch {
    return undefined;
  }
}
