// @ts-check
/**
 * The job page's service worker (docs/decisions/122): the owner's phone opens `/admin/new-job`
 * with no signal once it has opened it with signal. `job-page-offline.mjs` writes it into the build
 * as `/admin/new-job-worker.js` with the list of the page's files; the page alone registers it,
 * scoped to itself, so no visitor's page is ever controlled by it.
 *
 * - The page's files (hashed, never changed) are kept when it is installed and read from the cache.
 * - The page itself, the galleries (`/admin/content.json`) and the editor's settings are read from
 *   the network first and kept, so no signal shows the last ones read.
 * - Nothing else is touched: a send (POST, GitHub's API) and the live status always go to the network.
 *
 * A new build writes a new list, so the browser installs the new worker; it keeps its files under a
 * new name and drops the old build's. The kept job is in IndexedDB, which this worker never touches.
 */

/** @type {{ version: string, files: string[] }} */
const offline = { version: "", files: [] };

/** @typedef {Event & { waitUntil(promise: Promise<unknown>): void }} ExtendableEvent */
/** @typedef {ExtendableEvent & { request: Request, respondWith(response: Promise<Response>): void }} FetchEvent */
const worker = /** @type {{ skipWaiting(): Promise<void>, clients: { claim(): Promise<void> } }} */ (
  /** @type {unknown} */ (self)
);

const cachePrefix = "job-page-";
const cacheName = `${cachePrefix}${offline.version}`;
/** Read afresh each time, and kept for when there is no signal. */
const freshFirst = new Set(["/admin/new-job", "/admin/content.json", "/admin/config.yml"]);
/** A weak signal holds the page no longer than this before the kept copy is shown. */
const networkWithinMs = 4000;

self.addEventListener("install", (event) => {
  /** @type {ExtendableEvent} */ (event).waitUntil(
    caches
      .open(cacheName)
      .then((cache) => cache.addAll(offline.files))
      .then(() => worker.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  const dropOlder = async () => {
    for (const name of await caches.keys())
      if (name.startsWith(cachePrefix) && name !== cacheName) await caches.delete(name);
    await worker.clients.claim();
  };
  /** @type {ExtendableEvent} */ (event).waitUntil(dropOlder());
});

self.addEventListener("fetch", (event) => {
  const fetching = /** @type {FetchEvent} */ (event);
  const { request } = fetching;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== location.origin) return;
  if (freshFirst.has(url.pathname)) fetching.respondWith(networkFirst(request, url.pathname));
  else if (url.pathname.startsWith("/assets/")) fetching.respondWith(cacheFirst(request));
});

/**
 * A response a navigation may be answered with: one that followed a redirect is copied.
 * @param {Response} response
 */
const storable = (response) => (response.redirected ? new Response(response.body, response) : response);

/**
 * The network's answer, kept under `key`; the kept one when the network fails or is slower than
 * `networkWithinMs` (the network's answer still updates the cache when it comes).
 * @param {Request} request @param {string} key
 */
async function networkFirst(request, key) {
  const cache = await caches.open(cacheName);
  const network = fetch(request).then(async (response) => {
    if (!response.ok) return response;
    const kept = storable(response);
    await cache.put(key, kept.clone());
    return kept;
  });
  /** @type {Promise<never>} */
  const late = new Promise((_, reject) => setTimeout(() => reject(new Error("slow network")), networkWithinMs));
  try {
    return await Promise.race([network, late]);
  } catch (error) {
    network.catch(() => undefined);
    const kept = await cache.match(key);
    if (kept) return kept;
    if (error instanceof Error && error.message === "slow network") return network;
    throw error;
  }
}

/** @param {Request} request */
async function cacheFirst(request) {
  const kept = await caches.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(cacheName)).put(request, response.clone());
  return response;
}
