// @ts-check
/**
 * The inbox's service worker (docs/decisions/195), `/admin/new-job-leads-worker.js`, scoped to the
 * inbox page `/admin/new-job-leads`: lead alerts (record 193) are pushed to it. It is a worker of
 * its own, not the job page's: that one's bytes count in the job page's script budget, and its
 * scope (`/admin/new-job`) does not cover this one's, which the browser picks as the longer.
 * `lead-inbox.mjs` writes it into the build with the inbox's files and a version drawn from them.
 *
 * - The inbox page and its script are kept when it is installed and read from the network first,
 *   so the inbox opens with no signal.
 * - Each request it is pushed is kept for the page, shown, and counted on the badge.
 */

/** @type {{ version: string, files: string[] }} */
const inbox = { version: "", files: [] };

/** @typedef {Event & { waitUntil(promise: Promise<unknown>): void }} InboxEvent */
/** @typedef {InboxEvent & { request: Request, respondWith(response: Promise<Response>): void }} InboxFetchEvent */
const inboxWorkerSelf = /** @type {{ skipWaiting(): Promise<void>, clients: { claim(): Promise<void> } }} */ (
  /** @type {unknown} */ (self)
);
const inboxCachePrefix = "lead-inbox-";
const inboxCacheName = `${inboxCachePrefix}${inbox.version}`;
/** A weak signal holds the page no longer than this before the kept copy is shown. */
const inboxNetworkWithinMs = 4000;

self.addEventListener("install", (event) => {
  /** @type {InboxEvent} */ (event).waitUntil(
    caches
      .open(inboxCacheName)
      .then((cache) => cache.addAll(inbox.files))
      .then(() => inboxWorkerSelf.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  const dropOlder = async () => {
    for (const name of await caches.keys())
      if (name.startsWith(inboxCachePrefix) && name !== inboxCacheName) await caches.delete(name);
    await inboxWorkerSelf.clients.claim();
  };
  /** @type {InboxEvent} */ (event).waitUntil(dropOlder());
});

self.addEventListener("fetch", (event) => {
  const fetching = /** @type {InboxFetchEvent} */ (event);
  const url = new URL(fetching.request.url);
  if (fetching.request.method !== "GET" || url.origin !== location.origin || !inbox.files.includes(url.pathname))
    return;
  fetching.respondWith(inboxNetworkFirst(url.pathname));
});

/** The network's answer, kept; the kept one when the network fails or is slower than `inboxNetworkWithinMs`. @param {string} path */
async function inboxNetworkFirst(path) {
  const cache = await caches.open(inboxCacheName);
  try {
    const response = await fetch(path, { signal: AbortSignal.timeout(inboxNetworkWithinMs) });
    if (response.ok) await cache.put(path, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(path);
    if (kept) return kept;
    throw error;
  }
}

/**
 * Each quote request pushed to this device is kept in a database of its own, keyed by its id so a
 * repeated push is kept once, shown as a notification and counted on the app's badge; the inbox
 * page lists them, with no signal too, and marks them done.
 */
const leads = { database: "leads", store: "requests", page: "/admin/new-job-leads" };
/** A notification's body shows the message's start only: the inbox has the rest. */
const firstWordsOfMessage = 20;

/** @typedef {{ firstName: string, lastName: string, email: string, phone: string, service: string, message: string }} Quote */
/** @typedef {{ id: string, receivedAt: string, quote: Quote, cut?: boolean, serviceLabel: string, done: boolean }} Lead */

/** @returns {Promise<IDBDatabase>} */
function openLeads() {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(leads.database, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore(leads.store, { keyPath: "id" });
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error);
  });
}

/**
 * Keeps `lead` unless one with its id is kept (its `done` stays as the owner left it), and answers
 * how many are not done.
 * @param {Lead} lead @returns {Promise<number>}
 */
async function keepLead(lead) {
  const database = await openLeads();
  return new Promise((resolve, reject) => {
    const transaction = database.transaction(leads.store, "readwrite");
    const store = transaction.objectStore(leads.store);
    const kept = store.get(lead.id);
    kept.onsuccess = () => {
      if (!kept.result) store.put(lead);
      const all = store.getAll();
      all.onsuccess = () => resolve(all.result.filter((each) => !each.done).length);
    };
    transaction.oncomplete = () => database.close();
    transaction.onerror = () => reject(transaction.error);
  });
}

/** The label the quote form shows for a service value, from the kept galleries' content; else the value. @param {string} value */
async function serviceLabel(value) {
  try {
    const content = (await caches.match("/admin/content.json")) ?? (await fetch("/admin/content.json"));
    /** @type {{ value: string, label: string }[]} */
    const services = (await content.json()).raw?.shared?.quoteForm?.services ?? [];
    return services.find((service) => service.value === value)?.label ?? value;
  } catch {
    return value;
  }
}

/** What a notification says of a lead: who and what, how to reach them, the message's start. @param {Lead} lead */
function leadNotification(lead) {
  const { firstName, lastName, phone, email, message } = lead.quote;
  const name = `${firstName} ${lastName}`.trim() || "A visitor";
  const words = message.trim().split(/\s+/);
  const start = words.slice(0, firstWordsOfMessage).join(" ") + (words.length > firstWordsOfMessage ? "…" : "");
  return {
    title: lead.serviceLabel ? `${name}: ${lead.serviceLabel}` : name,
    options: { body: [phone || email, start].filter(Boolean).join("\n"), tag: lead.id, data: { page: leads.page } },
  };
}

/**
 * What the function pushed, or nothing for a push that is not JSON.
 * @param {{ data: { json(): any } | null }} push
 * @returns {{ id?: unknown, receivedAt?: unknown, quote?: Partial<Quote>, cut?: boolean }}
 */
function sentLead(push) {
  try {
    return push.data?.json() ?? {};
  } catch {
    return {};
  }
}

/** @param {{ data: { json(): any } | null }} push */
async function receiveLead(push) {
  const sent = sentLead(push);
  if (typeof sent.id !== "string" || !sent.quote) return;
  const fields = /** @type {const} */ (["firstName", "lastName", "email", "phone", "service", "message"]);
  const quote = /** @type {Quote} */ (
    Object.fromEntries(fields.map((field) => [field, String(sent.quote?.[field] ?? "")]))
  );
  /** @type {Lead} */
  const lead = {
    id: sent.id,
    receivedAt: String(sent.receivedAt ?? new Date().toISOString()),
    quote,
    ...(sent.cut ? { cut: true } : {}),
    serviceLabel: quote.service ? await serviceLabel(quote.service) : "",
    done: false,
  };
  const notDone = await keepLead(lead);
  const { title, options } = leadNotification(lead);
  const registration = /** @type {{ registration: ServiceWorkerRegistration }} */ (/** @type {unknown} */ (self))
    .registration;
  await registration.showNotification(title, options);
  // The badge is a hint only; a browser without it still has the notification.
  await navigator.setAppBadge?.(notDone).catch(() => undefined);
}

self.addEventListener("push", (event) => {
  const push = /** @type {InboxEvent & { data: { json(): any } | null }} */ (event);
  push.waitUntil(receiveLead(push));
});

/**
 * @typedef {{ url: string, focus(): Promise<unknown> }} WindowClient
 * @typedef {{ matchAll(options: object): Promise<WindowClient[]>, openWindow(url: string): Promise<unknown> }} Clients
 */

/** The inbox, in a window already open on it when there is one. */
async function openInbox() {
  const windows = /** @type {{ clients: Clients }} */ (/** @type {unknown} */ (self)).clients;
  const open = await windows.matchAll({ type: "window", includeUncontrolled: true });
  const inbox = open.find((client) => new URL(client.url).pathname === leads.page);
  return inbox ? inbox.focus() : windows.openWindow(leads.page);
}

self.addEventListener("notificationclick", (event) => {
  const click = /** @type {InboxEvent & { notification: Notification }} */ (event);
  click.notification.close();
  click.waitUntil(openInbox());
});
