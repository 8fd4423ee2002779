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
 * - The galleries' photos the lists show (their small copies, `/admin/list-photos/`) are read from
 *   the network first and kept in a cache of their own, the last seen kept and the oldest dropped
 *   past a count and a size, so with no signal the lists show the photos last seen with signal
 *   (docs/decisions/150, 152).
 * - Nothing else is touched: a send (POST, GitHub's API) and the live status always go to the network.
 *
 * A new build writes a new list, so the browser installs the new worker; it keeps its files under a
 * new name, keeps the build before it for a page that build loaded, and drops older ones, but not
 * the photos, whose names are drawn from their bytes. The kept job is in IndexedDB, which this
 * worker never touches.
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

/**
 * The photos the lists show, kept apart from the build's files so a new build keeps them. At most
 * `count` photos and `bytes` in all (every job of galleries of 300 photos, at up to 10 KB each; a
 * phone grants a site far more), one at most a quarter of it; past that the one seen longest ago goes.
 */
const photos = { cache: "job-photos", path: "/admin/list-photos/", count: 400, bytes: 4 * 1024 * 1024 };
/** Each kept photo's size, written on its kept copy so the sum needs no body read. */
const sizeHeader = "x-kept-bytes";

self.addEventListener("install", (event) => {
  /** @type {ExtendableEvent} */ (event).waitUntil(
    caches
      .open(cacheName)
      .then((cache) => cache.addAll(offline.files))
      .then(() => worker.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  // The build before this one stays: a page it loaded may still be open, and this worker takes it
  // over, so its later parts (the list of jobs) must still be there with no signal. Older go.
  const dropOlder = async () => {
    const older = (await caches.keys()).filter((name) => name.startsWith(cachePrefix) && name !== cacheName);
    for (const name of older.slice(0, -1)) await caches.delete(name);
    await worker.clients.claim();
  };
  /** @type {ExtendableEvent} */ (event).waitUntil(dropOlder());
});

self.addEventListener("fetch", (event) => {
  const fetching = /** @type {FetchEvent} */ (event);
  const { request } = fetching;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== location.origin) return;
  if (freshFirst.has(url.pathname)) fetching.respondWith(networkFirst(request, url.pathname, keepPage));
  else if (url.pathname.startsWith(photos.path)) fetching.respondWith(networkFirst(request, url.pathname, keepPhoto));
  else if (url.pathname.startsWith("/assets/")) fetching.respondWith(cacheFirst(request));
});

/**
 * A response a navigation may be answered with: one that followed a redirect is copied.
 * @param {Response} response
 */
const storable = (response) => (response.redirected ? new Response(response.body, response) : response);

/** @typedef {{ cache: string, keep(cache: Cache, key: string, response: Response): Promise<void> }} Keeper */

/** The page, the galleries and the settings, in this build's cache. @type {Keeper} */
const keepPage = { cache: cacheName, keep: (cache, key, response) => cache.put(key, response) };

/**
 * A photo, in the photos' cache as the last seen, and the oldest dropped past its bounds.
 * @type {Keeper}
 */
const keepPhoto = {
  cache: photos.cache,
  async keep(cache, key, response) {
    const body = await response.blob();
    if (body.size > photos.bytes / 4) return;
    const headers = new Headers(response.headers);
    headers.set(sizeHeader, String(body.size));
    // Put again, it is the last in the cache's order: the one seen longest ago goes first.
    await cache.delete(key);
    await cache.put(key, new Response(body, { status: response.status, statusText: response.statusText, headers }));
    await withinBounds(cache);
  },
};

/** @param {Cache} cache */
async function withinBounds(cache) {
  const keys = await cache.keys();
  const sizes = await Promise.all(
    keys.map(async (key) => Number((await cache.match(key))?.headers.get(sizeHeader)) || 0),
  );
  let total = sizes.reduce((sum, size) => sum + size, 0);
  for (const [index, key] of keys.entries()) {
    if (keys.length - index <= photos.count && total <= photos.bytes) break;
    await cache.delete(key);
    total -= sizes[index] ?? 0;
  }
}

/**
 * The network's answer, kept under `key`; the kept one when the network fails or is slower than
 * `networkWithinMs` (the network's answer still updates the cache when it comes).
 * @param {Request} request @param {string} key @param {Keeper} keeper
 */
async function networkFirst(request, key, keeper) {
  const cache = await caches.open(keeper.cache);
  const network = fetch(request).then(async (response) => {
    if (!response.ok) return response;
    const kept = storable(response);
    await keeper.keep(cache, key, kept.clone());
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
