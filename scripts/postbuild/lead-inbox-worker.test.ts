// @vitest-environment node
import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";

import { IDBFactory } from "fake-indexeddb";
import { describe, expect, it } from "vitest";

/**
 * The inbox's service worker (lead-inbox-worker.js) run as the browser runs it, in a context of its
 * own, with the Cache API, the network, notifications and the badge played by the test, and
 * IndexedDB by fake-indexeddb.
 */
const origin = "https://hartwell.example";
const inboxFiles = ["/admin/new-job-leads", "/admin/new-job-leads.js"];
const source = readFileSync(new URL("./lead-inbox-worker.js", import.meta.url), "utf8").replace(
  'const inbox = { version: "", files: [] };',
  `const inbox = ${JSON.stringify({ version: "1", files: inboxFiles })};`,
);

/** A cache as the browser keeps one, by address. */
class FakeCache {
  readonly entries = new Map<string, Response>();
  private readonly address = (key: RequestInfo) => new URL(typeof key === "string" ? key : key.url, origin).href;
  async match(key: RequestInfo) {
    return this.entries.get(this.address(key))?.clone();
  }
  async put(key: RequestInfo, response: Response) {
    this.entries.set(this.address(key), response);
  }
  async addAll(keys: string[]) {
    for (const key of keys) await this.put(key, await network(key));
  }
}

/** The network, answering each path with its name and how often it was asked; throwing for no signal. */
let network: (path: string) => Promise<Response>;

/** What the worker showed and counted, as the browser would show them. */
type Shown = { notifications: { title: string; options: NotificationOptions }[]; badge: number[]; opened: string[] };

function startedWorker() {
  const stores = new Map<string, FakeCache>();
  const listeners = new Map<string, (event: unknown) => void>();
  const state = { signal: true, asked: [] as string[] };
  network = async (path: string) => {
    if (!state.signal) throw new TypeError("Failed to fetch");
    const times = state.asked.filter((each) => each === path).length;
    state.asked.push(path);
    return new Response(`${path} ${times}`);
  };
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
  const shown: Shown = { notifications: [], badge: [], opened: [] };
  const self = {
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: async () => undefined,
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
    fetch: (path: string) => network(path),
    indexedDB,
    navigator: { setAppBadge: async (count: number) => shown.badge.push(count) },
    location: new URL(`${origin}/admin/new-job-leads-worker.js`),
    AbortSignal,
    Response,
    URL,
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
  /** Runs one event of `type` to its end, as the browser keeps the worker alive for it. */
  const dispatch = async (type: string, event: object) => {
    let done: Promise<unknown> | undefined;
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (done = promise) });
    await done;
  };
  return {
    get,
    dispatch,
    shown,
    indexedDB,
    stores,
    network: {
      get asked() {
        return state.asked;
      },
      set signal(on: boolean) {
        state.signal = on;
      },
    },
  };
}

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

describe("the inbox's worker keeps the inbox", () => {
  it("keeps the page and its script when installed, and answers them from the network first, else kept", async () => {
    const worker = startedWorker();
    await worker.dispatch("install", {});
    expect(worker.network.asked).toEqual(inboxFiles);
    expect(await (await worker.get("/admin/new-job-leads"))?.text()).toBe("/admin/new-job-leads 1");
    worker.network.signal = false;
    expect(await (await worker.get("/admin/new-job-leads"))?.text()).toBe("/admin/new-job-leads 1");
    expect(await (await worker.get("/admin/new-job-leads.js"))?.text()).toBe("/admin/new-job-leads.js 0");
  });

  it("leaves every other address alone", async () => {
    const worker = startedWorker();
    expect(await worker.get("/admin/new-job")).toBeUndefined();
    expect(await worker.get("/api/owner/alerts")).toBeUndefined();
  });
});

describe("the inbox's worker receiving a quote request", () => {
  it("keeps it, shows it under the service's label with the phone and the message's start, and counts it on the badge", async () => {
    const worker = startedWorker();
    const content = { raw: { shared: { quoteForm: { services: [{ value: "fencing", label: "Fencing & Gates" }] } } } };
    // The galleries' content as the job page's visits kept it; no signal now.
    const cache = new FakeCache();
    await cache.put("/admin/content.json", Response.json(content));
    worker.stores.set("job-page-1234", cache);
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
    await worker.dispatch("push", {
      data: {
        json: () => {
          throw new SyntaxError("Unexpected token");
        },
      },
    });
    await worker.dispatch("push", { data: null });
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
