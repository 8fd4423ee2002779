/**
 * The job page's service worker's sync: the queued job, prepared by the page, sent when the
 * browser says there is signal again, the page open or closed (docs/decisions/153).
 * scripts/postbuild/job-page-offline.mjs bundles it into the worker.
 */
import { notSentByItself } from "../new-job/words";

import { type QueuedOutcome, sendLock, sendPrepared } from "./queued-send";

type WaitingEvent = Event & { waitUntil(promise: Promise<unknown>): void };
/** `lastChance`: the browser will not fire this sync again. */
type SyncEvent = WaitingEvent & { tag: string; lastChance?: boolean };
type WindowClient = { visibilityState: string; focus(): Promise<unknown> };
type WorkerScope = {
  registration: ServiceWorkerRegistration;
  clients: { matchAll(options: object): Promise<WindowClient[]>; openWindow(url: string): Promise<unknown> };
};

const scope = self as unknown as WorkerScope;
/**
 * The job page's windows this worker serves: its scope is the page (job-page-offline.mjs); the
 * lead inbox, under a longer scope, has its own worker.
 */
const pageWindows = () => scope.clients.matchAll({ type: "window" });

/**
 * A job the page promised would go by itself, and that did not, is told on the phone's screen
 * where notifications are allowed (the lead alerts' switch asks, and so does the kept job's
 * offer in send-step.tsx): the page, when in view, says so itself, and sends the job again as it
 * opens.
 */
async function tellNotSent(): Promise<void> {
  if (globalThis.Notification?.permission !== "granted") return;
  if ((await pageWindows()).some((client) => client.visibilityState === "visible")) return;
  await scope.registration.showNotification(notSentByItself.title, { body: notSentByItself.body, tag: sendLock });
}

const leftForThePage: QueuedOutcome[] = ["signed-out", "file-changed", "refused"];

/** The send; a failed connection rejects, so the browser tries again, unless this was its last try. */
async function sendQueued(sync: SyncEvent): Promise<QueuedOutcome> {
  const told = () => tellNotSent().catch(() => undefined);
  try {
    const outcome = await sendPrepared();
    // A notification that cannot be shown leaves the outcome as it is.
    if (leftForThePage.includes(outcome)) await told();
    return outcome;
  } catch (error) {
    if (sync.lastChance) await told();
    throw error;
  }
}

self.addEventListener("sync", (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === sendLock) sync.waitUntil(sendQueued(sync));
});

self.addEventListener("notificationclick", (event) => {
  const click = event as WaitingEvent & { notification: Notification };
  click.notification.close();
  // The worker's scope is the job page's own address (new-job/offline.ts).
  const page = scope.registration.scope;
  click.waitUntil(pageWindows().then(([open]) => (open ? open.focus() : scope.clients.openWindow(page))));
});
