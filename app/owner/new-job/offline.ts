/**
 * The job page's service worker (written by scripts/postbuild/job-page-offline.mjs), scoped to
 * the page alone: a phone that opened it once opens it again with no signal (docs/decisions/122).
 */
const offlineWorker = { script: "/admin/new-job-worker.js", scope: "/admin/new-job" };

/** Asks the browser to keep the page for no signal; one without service workers opens it with signal only. */
export function keepForNoSignal() {
  navigator.serviceWorker?.register(offlineWorker.script, { scope: offlineWorker.scope }).catch(() => undefined);
}

/** Whether the phone says it has no connection at all: a send then waits for one rather than failing. */
export const noSignal = () => typeof navigator !== "undefined" && navigator.onLine === false;
