// @vitest-environment node
import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";

import { describe, expect, it } from "vitest";

/**
 * The job page's service worker (job-page-worker.js) run as the browser runs it, in a context of
 * its own, with the Cache API and the network played by the test: its photos' cache, bounded.
 */
const source = readFileSync(new URL("./job-page-worker.js", import.meta.url), "utf8");
const origin = "https://hartwell.example";
const megabyte = 1024 * 1024;

/** A cache as the browser keeps one: answers by address, listed in the order they were put. */
class FakeCache {
  readonly entries = new Map<string, Response>();
  private readonly address = (key: RequestInfo) => new URL(typeof key === "string" ? key : key.url, origin).href;
  async match(key: RequestInfo) {
    return this.entries.get(this.address(key))?.clone();
  }
  async put(key: RequestInfo, response: Response) {
    this.entries.set(this.address(key), response);
  }
  async delete(key: RequestInfo) {
    return this.entries.delete(this.address(key));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

/** The worker started, with `network` answering its requests (throwing for no signal). */
function startedWorker() {
  const stores = new Map<string, FakeCache>();
  const listeners = new Map<string, (event: unknown) => void>();
  const network = { signal: true, asked: 0, bytes: new Map<string, number>() };
  const caches = {
    open: async (name: string) => stores.get(name) ?? (stores.set(name, new FakeCache()), stores.get(name)),
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (key: RequestInfo) => {
      for (const store of stores.values()) {
        const found = await store.match(key);
        if (found) return found;
      }
      return undefined;
    },
  };
  const fetch = async (request: Request) => {
    network.asked += 1;
    if (!network.signal) throw new TypeError("Failed to fetch");
    const size = network.bytes.get(new URL(request.url).pathname) ?? 1000;
    return new Response(new Uint8Array(size), { headers: { "content-type": "image/jpeg" } });
  };
  const self = {
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    clients: { claim: async () => undefined },
  };
  runInNewContext(source, {
    self,
    caches,
    fetch,
    location: new URL(`${origin}/admin/new-job-worker.js`),
    Headers,
    Request,
    Response,
    URL,
    setTimeout,
    Promise,
  });
  /** What the worker answers for `path`, as the page would get it. */
  const get = async (path: string) => {
    let answer: Promise<Response> | undefined;
    listeners.get("fetch")?.({
      request: new Request(`${origin}${path}`),
      respondWith: (response: Promise<Response>) => (answer = response),
    });
    return answer;
  };
  const kept = () => [...(stores.get("job-photos")?.entries.keys() ?? [])].map((url) => new URL(url).pathname);
  /** The worker activated, as when it takes over from an older build's. */
  const activate = async () => {
    let done: Promise<unknown> | undefined;
    listeners.get("activate")?.({ waitUntil: (promise: Promise<unknown>) => (done = promise) });
    await done;
  };
  return { get, kept, network, stores, activate };
}

/** A list's photo: the small copy a build made, named by its encoding (editor/build/list-photos.mjs). */
const photo = (index: number) => `/admin/list-photos/${index.toString(16).padStart(40, "0")}.webp`;

describe("the job page's worker taking over from an older build's", () => {
  it("keeps the build before it, for a page that build loaded, and drops the older ones", async () => {
    const worker = startedWorker();
    for (const name of ["job-page-first", "job-photos", "job-page-second", "job-page-third"])
      worker.stores.set(name, new FakeCache());
    await worker.activate();
    expect([...worker.stores.keys()]).toEqual(["job-photos", "job-page-third"]);
  });
});

describe("the job page's worker keeps the lists' photos", () => {
  it("answers a photo seen with signal from its cache when there is none, in a cache a new build keeps", async () => {
    const worker = startedWorker();
    worker.network.bytes.set(photo(1), 2345);
    expect((await (await worker.get(photo(1)))?.arrayBuffer())?.byteLength).toBe(2345);
    worker.network.signal = false;
    expect((await (await worker.get(photo(1)))?.arrayBuffer())?.byteLength).toBe(2345);
    await expect(worker.get(photo(2))).rejects.toThrow(/fetch/);
    expect([...worker.stores.keys()]).toEqual(["job-photos"]);
  });

  it("keeps at most its count, dropping the photo seen longest ago", async () => {
    const worker = startedWorker();
    for (let index = 0; index < 400; index += 1) await worker.get(photo(index));
    // Seen again, the first is the last seen; the second is now the one seen longest ago.
    await worker.get(photo(0));
    await worker.get(photo(400));
    expect(worker.kept()).toHaveLength(400);
    expect(worker.kept()).not.toContain(photo(1));
    expect(worker.kept()).toEqual(expect.arrayContaining([photo(0), photo(400)]));
  });

  it("keeps at most its size in all, and no one photo of more than a quarter of it", async () => {
    const worker = startedWorker();
    for (let index = 0; index < 6; index += 1) {
      worker.network.bytes.set(photo(index), megabyte);
      await worker.get(photo(index));
    }
    expect(worker.kept()).toEqual(Array.from({ length: 4 }, (_, index) => photo(index + 2)));
    worker.network.bytes.set(photo(99), megabyte + 1);
    expect((await (await worker.get(photo(99)))?.arrayBuffer())?.byteLength).toBe(megabyte + 1);
    expect(worker.kept()).not.toContain(photo(99));
  });

  it("leaves every other address alone", async () => {
    const worker = startedWorker();
    expect(await worker.get("/api/owner/session")).toBeUndefined();
    expect(await worker.get("/images/projects/job-1.jpg")).toBeUndefined();
    // The masters, which the lists show only for a photo with no small copy, are not kept.
    expect(await worker.get("/admin/images/projects/job-1.jpg")).toBeUndefined();
    expect(worker.network.asked).toBe(0);
  });
});
