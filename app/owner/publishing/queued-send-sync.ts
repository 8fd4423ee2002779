/**
 * The job page's service worker's sync: the queued job, prepared by the page, sent when the
 * browser says there is signal again, the page open or closed (docs/decisions/153).
 * scripts/postbuild/job-page-offline.mjs bundles it into the worker.
 */
import { sendLock, sendPrepared } from "./queued-send";

type SyncEvent = Event & { tag: string; waitUntil(promise: Promise<unknown>): void };

self.addEventListener("sync", (event) => {
  const sync = event as SyncEvent;
  // A failed connection rejects, and the browser tries again later; anything else ends the sync.
  if (sync.tag === sendLock) sync.waitUntil(sendPrepared());
});
