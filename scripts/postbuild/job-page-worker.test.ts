// @vitest-environment node
import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";

import { IDBFactory } from "fake-indexeddb";
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

/** What the worker showed and counted, as the browser would show them. */
type Shown = { notifications: { title: string; options: NotificationOptions }[]; badge: number[]; opened: string[] };

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
  const shown: Shown = { notifications: [], badge: [], opened: [] };
  const self = {
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    clients: {
      claim: async () => undefined,
      matchAll: async () => [],
      openWindow: async (url: string) => shown.opened.push(url),
    },
    registration: {
      showNotification: async (title: string, options: NotificationOptions) =>
        shown.notifications.push({ title, options }),
    },
  };
  const indexedDB = new IDBFactory();
  runInNewContext(source, {
    self,
    caches,
    fetch,
    indexedDB,
    navigator: { setAppBadge: async (count: number) => shown.badge.push(count) },
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
  /** Runs one event of `type` to its end, as the browser keeps the worker alive for it. */
  const dispatch = async (type: string, event: object) => {
    let done: Promise<unknown> | undefined;
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (done = promise) });
    await done;
  };
  return { get, kept, network, stores, activate, dispatch, shown, indexedDB };
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

/** A quote request as the function pushes it (server/leads/lead-message.mjs). */
const lead = (id: string, quote: Record<string, string> = {}) => ({
  data: {
    json: () => ({
      id,
      receivedAt: "2026-06-01T09:30:00.000Z",
      quote: {
        firstName: "Ann & Bo",
        lastName: "Price+Lee",
        email: "ann@example.com",
        phone: "07700 900123",
        service: "fencing",
        message: "New fence\nplease 🌳",
        ...quote,
      },
    }),
  },
});

/** Every request the worker kept, read as the inbox page reads them. */
async function keptLeads(indexedDB: IDBFactory) {
  const database = await new Promise<IDBDatabase>((resolve) => {
    const opening = indexedDB.open("leads", 1);
    opening.onsuccess = () => resolve(opening.result);
  });
  return new Promise<{ id: string; done: boolean; quote: Record<string, string>; serviceLabel: string }[]>(
    (resolve) => {
      const all = database.transaction("requests").objectStore("requests").getAll();
      all.onsuccess = () => resolve(all.result);
    },
  );
}

describe("the job page's worker keeps the inbox of quote requests", () => {
  it("answers the inbox page and its script with no signal once they were read with signal", async () => {
    const worker = startedWorker();
    for (const path of ["/admin/new-job-leads", "/admin/new-job-leads.js"]) {
      worker.network.bytes.set(path, 321);
      expect((await (await worker.get(path))?.arrayBuffer())?.byteLength).toBe(321);
    }
    worker.network.signal = false;
    for (const path of ["/admin/new-job-leads", "/admin/new-job-leads.js"])
      expect((await (await worker.get(path))?.arrayBuffer())?.byteLength).toBe(321);
  });
});

describe("the job page's worker receiving a quote request", () => {
  it("keeps it, shows it under the service's label with the phone and the message's start, and counts it on the badge", async () => {
    const worker = startedWorker();
    const content = { raw: { shared: { quoteForm: { services: [{ value: "fencing", label: "Fencing & Gates" }] } } } };
    // The galleries' content as the job page's visits kept it; no signal now.
    const cache = new FakeCache();
    await cache.put("/admin/content.json", Response.json(content));
    worker.stores.set("job-page-", cache);
    worker.network.signal = false;
    await worker.dispatch("push", lead("lead-1"));
    expect(worker.shown.notifications).toEqual([
      {
        title: "Ann & Bo Price+Lee: Fencing & Gates",
        options: { body: "07700 900123\nNew fence please 🌳", tag: "lead-1", data: { page: "/admin/new-job-leads" } },
      },
    ]);
    expect(worker.shown.badge).toEqual([1]);
    const [request] = await keptLeads(worker.indexedDB);
    expect(request).toMatchObject({ id: "lead-1", done: false, serviceLabel: "Fencing & Gates" });
    expect(request?.quote.message).toBe("New fence\nplease 🌳");
  });

  it("keeps a repeated push once, and counts only the requests not done", async () => {
    const worker = startedWorker();
    worker.network.signal = false;
    await worker.dispatch("push", lead("lead-1"));
    await worker.dispatch("push", lead("lead-2", { phone: "", message: "one two" }));
    await worker.dispatch("push", lead("lead-1"));
    expect((await keptLeads(worker.indexedDB)).map((each) => each.id)).toEqual(["lead-1", "lead-2"]);
    expect(worker.shown.badge).toEqual([1, 2, 2]);
    // With no galleries' content to read, the service's value stands for its label; with no phone, the e-mail.
    expect(worker.shown.notifications[1]).toMatchObject({
      title: "Ann & Bo Price+Lee: fencing",
      options: { body: "ann@example.com\none two" },
    });
  });

  it("shortens a long message to its first words, and ignores a push that is not a request", async () => {
    const worker = startedWorker();
    worker.network.signal = false;
    const long = Array.from({ length: 30 }, (_, index) => `w${index}`).join(" ");
    await worker.dispatch("push", lead("lead-3", { message: long }));
    await worker.dispatch("push", { data: { json: () => ({ hello: true }) } });
    expect(worker.shown.notifications).toHaveLength(1);
    expect(worker.shown.notifications[0]?.options.body).toBe(
      `07700 900123\n${long.split(" ").slice(0, 20).join(" ")}…`,
    );
  });

  it("opens the inbox when its notification is tapped", async () => {
    const worker = startedWorker();
    const closed: string[] = [];
    await worker.dispatch("notificationclick", { notification: { close: () => closed.push("closed") } });
    expect(closed).toEqual(["closed"]);
    expect(worker.shown.opened).toEqual(["/admin/new-job-leads"]);
  });
});
