// @vitest-environment node
// Node's Blob survives the structured clone IndexedDB makes of a draft; jsdom's arrives empty.
import "fake-indexeddb/auto";

import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";

import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { GitHubStandIn, standInFetch } from "../../e2e/support/github-stand-in";
import { forgetDraft, keepDraft, readDraft } from "../../app/owner/publishing/draft-store";
import type { PreparedSend } from "../../app/owner/publishing/queued-send";
import { notSentByItself } from "../../app/owner/new-job/words";
import { syncScript } from "./job-page-offline.mjs";

/**
 * The job page's service worker's sync (decision 153), bundled as the build bundles it and run as
 * the browser runs a worker, in a context of its own: IndexedDB shared with the page (here, the
 * test), Web Locks, and the site's gateway, which passes GitHub's API to the stand-in.
 */
const origin = "https://hartwell.example";
const repo = "example/hartwell-outdoor";
const galleriesFile = "content/galleries.yml";
const base = readFileSync(galleriesFile, "utf8");
const sessionToken = "gateway-session-token";
const photoPath = "app/assets/images/projects/slate-patio-20261127-0930-k3f9.jpg";
const caption = "Slate patio, Beaconsfield";
const edited = base.replace(
  /^projects:\n/m,
  `projects:\n  - image: projects/slate-patio-20261127-0930-k3f9.jpg\n    caption: ${caption}\n    alt: A slate patio\n`,
);

let sync = "";
beforeAll(async () => {
  sync = await syncScript();
}, 60_000);

afterEach(() => forgetDraft());

/** One lock holder at a time, by name, as `navigator.locks` grants them. */
function webLocks() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<Result>(name: string, held: () => Promise<Result>): Promise<Result> {
      const turn = (tails.get(name) ?? Promise.resolve()).then(held);
      tails.set(
        name,
        turn.catch(() => undefined),
      );
      return turn;
    },
  };
}

/** The job as the page queued it, with its change prepared. */
function queuedJob(): { queued: true; caption: string; prepared: PreparedSend } {
  return {
    queued: true,
    caption,
    prepared: {
      target: { apiRoot: `${origin}/api/git/github`, branch: "main" },
      photos: [{ path: photoPath, file: new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: "image/jpeg" }) }],
      edit: { path: galleriesFile, base, text: edited },
      message: `Add “${caption}” to the projects gallery from the phone`,
      done: { kind: "projects", caption, shots: {}, step: 0 },
      published: { data: { projects: [{ caption }] }, position: 0 },
    },
  };
}

/** A window of the job page, as the worker's `clients.matchAll` gives it. */
type PageWindow = { visibilityState: "visible" | "hidden"; focused: number; focus(): Promise<void> };
const pageWindow = (visibilityState: PageWindow["visibilityState"]): PageWindow => ({
  visibilityState,
  focused: 0,
  async focus() {
    this.focused += 1;
  },
});

/**
 * The worker started with GitHub's stand-in behind the gateway; `signedIn` false answers 401.
 * `notifications` is the phone's permission; `windows` the job page's windows open.
 */
function startedWorker(
  galleries = base,
  { signedIn = true, notifications = "granted" as NotificationPermission, windows = [] as readonly PageWindow[] } = {},
) {
  const github = new GitHubStandIn({
    repo,
    branch: "main",
    token: sessionToken,
    files: { [galleriesFile]: galleries },
  });
  const toGitHub = standInFetch(github);
  const asked: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), origin);
    asked.push(url.pathname);
    if (github.networkCut) throw new TypeError("Failed to fetch");
    if (url.pathname === "/api/owner/session")
      return signedIn
        ? Response.json({ token: sessionToken })
        : Response.json({ message: "Sign in first." }, { status: 401 });
    const gitHubPath = url.pathname.replace(/^\/api\/git\/github/, `/repos/${repo}`);
    return toGitHub(`https://api.github.com${gitHubPath}${url.search}`, init);
  };
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: { title: string; options: NotificationOptions }[] = [];
  const opened: string[] = [];
  runInNewContext(sync, {
    self: {
      addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
      registration: {
        // As the browser gives it for the page's registration (new-job/offline.ts).
        scope: `${origin}/admin/new-job`,
        showNotification: async (title: string, options: NotificationOptions) => void shown.push({ title, options }),
      },
      clients: {
        matchAll: async () => windows,
        openWindow: async (url: string) => void opened.push(url),
      },
    },
    Notification: { permission: notifications },
    navigator: { locks: webLocks() },
    indexedDB,
    fetch,
    Blob,
    Response,
    TextEncoder,
    TextDecoder,
    Uint8Array,
    TypeError,
    atob,
    btoa,
    Promise,
    // A service worker's own timers and abort signals: every request the worker makes has a limit.
    AbortController,
    setTimeout,
    clearTimeout,
  });
  /** The browser's sync event with `tag`: what the worker asked it to wait for. */
  const fire = (tag = "new-job-send", { lastChance = false } = {}) => {
    let waited: Promise<unknown> = Promise.resolve("not waited for");
    listeners.get("sync")?.({ tag, lastChance, waitUntil: (promise: Promise<unknown>) => (waited = promise) });
    return waited;
  };
  /** The owner's tap on the notification. */
  const tap = () => {
    let closed = false;
    let waited: Promise<unknown> = Promise.resolve();
    listeners.get("notificationclick")?.({
      notification: { close: () => void (closed = true) },
      waitUntil: (promise: Promise<unknown>) => (waited = promise),
    });
    return waited.then(() => closed);
  };
  return { github, asked, fire, tap, shown, opened };
}

describe("the job page's worker sends a queued job when signal returns", () => {
  it("commits the prepared change once, photos and the job's lines, and keeps what the page keeps once published", async () => {
    const job = queuedJob();
    await keepDraft(job);
    const worker = startedWorker();
    await expect(worker.fire()).resolves.toBe("sent");
    const [commit, ...older] = worker.github.history();
    expect(older).toHaveLength(1);
    expect(commit?.message).toBe(job.prepared.message);
    expect(commit?.changed).toEqual([photoPath, galleriesFile].sort());
    expect(worker.github.readText(galleriesFile)).toBe(edited);
    expect([...(worker.github.readFile(photoPath) ?? [])]).toEqual([0xff, 0xd8, 0xff, 0xd9]);
    expect(await readDraft()).toEqual({
      ...job.prepared.done,
      published: { ...job.prepared.published, at: expect.any(Number) },
    });
    expect(worker.github.invalidRequests).toEqual([]);
  });

  it("leaves the job for the page when the galleries file changed since the change was made, and ends the sync", async () => {
    await keepDraft(queuedJob());
    const worker = startedWorker(base.replace("Herringbone", "Herringbone (re-laid)"));
    await expect(worker.fire()).resolves.toBe("file-changed");
    expect(worker.github.history()).toHaveLength(1);
    expect(await readDraft()).toEqual(queuedJob());
  });

  it("leaves the job when the phone is not signed in, and ends the sync", async () => {
    await keepDraft(queuedJob());
    const worker = startedWorker(base, { signedIn: false });
    await expect(worker.fire()).resolves.toBe("signed-out");
    expect(worker.github.history()).toHaveLength(1);
    expect(await readDraft()).toEqual(queuedJob());
  });

  it("fails the sync with no connection, so the browser tries it again later, the job kept", async () => {
    await keepDraft(queuedJob());
    const worker = startedWorker();
    worker.github.cutNetwork();
    await expect(worker.fire()).rejects.toThrow(/fetch/);
    expect(await readDraft()).toEqual(queuedJob());
  });

  it("records a job whose send landed but whose answer was lost, without a second commit", async () => {
    await keepDraft(queuedJob());
    const worker = startedWorker(edited);
    await expect(worker.fire()).resolves.toBe("sent");
    expect(worker.github.history()).toHaveLength(1);
    expect((await readDraft<{ published?: unknown }>())?.published).toBeDefined();
  });

  it("sends once when two sends meet: the second, in the lock after the first, finds the job sent and asks nothing", async () => {
    await keepDraft(queuedJob());
    const worker = startedWorker();
    await expect(worker.fire()).resolves.toBe("sent");
    const oneSend = worker.asked.length;
    await keepDraft(queuedJob());
    const racing = startedWorker();
    const both = await Promise.all([racing.fire(), racing.fire()]);
    expect(both.sort()).toEqual(["nothing-prepared", "sent"]);
    expect(racing.github.history()).toHaveLength(2);
    expect(racing.asked).toHaveLength(oneSend);
  });

  it("does nothing for another sync, or for a job not queued with a prepared change", async () => {
    await keepDraft({ ...queuedJob(), prepared: undefined });
    const worker = startedWorker();
    await expect(worker.fire("another-tag")).resolves.toBe("not waited for");
    await expect(worker.fire()).resolves.toBe("nothing-prepared");
    expect(worker.asked).toEqual([]);
  });
});

describe("the job page's worker tells the owner of a queued job it could not send", () => {
  it("shows one notification when the job is left for the page and no window of it is in view", async () => {
    for (const [options, outcome] of [
      [{ signedIn: false }, "signed-out"],
      [{ windows: [pageWindow("hidden")] }, "file-changed"],
    ] as const) {
      await keepDraft(queuedJob());
      const galleries = outcome === "file-changed" ? base.replace("Herringbone", "Herringbone (re-laid)") : base;
      const worker = startedWorker(galleries, options);
      await expect(worker.fire()).resolves.toBe(outcome);
      expect(worker.shown).toEqual([
        { title: notSentByItself.title, options: { body: notSentByItself.body, tag: "new-job-send" } },
      ]);
    }
  });

  it("shows one after the browser's last try with no connection, and none before it", async () => {
    await keepDraft(queuedJob());
    const worker = startedWorker();
    worker.github.cutNetwork();
    await expect(worker.fire()).rejects.toThrow(/fetch/);
    expect(worker.shown).toEqual([]);
    await expect(worker.fire("new-job-send", { lastChance: true })).rejects.toThrow(/fetch/);
    expect(worker.shown.map((each) => each.title)).toEqual([notSentByItself.title]);
    expect(await readDraft()).toEqual(queuedJob());
  });

  it("shows none for a job sent, without permission, or with the page in view, which says so itself", async () => {
    await keepDraft(queuedJob());
    const sent = startedWorker();
    await expect(sent.fire()).resolves.toBe("sent");
    expect(sent.shown).toEqual([]);
    for (const options of [{ notifications: "default" as const }, { windows: [pageWindow("visible")] }]) {
      await keepDraft(queuedJob());
      const worker = startedWorker(base, { signedIn: false, ...options });
      await expect(worker.fire()).resolves.toBe("signed-out");
      expect(worker.shown).toEqual([]);
    }
  });

  it("opens the job page at a tap, or brings forward the window already open on it", async () => {
    const closedWindow = startedWorker();
    await expect(closedWindow.tap()).resolves.toBe(true);
    expect(closedWindow.opened).toEqual([`${origin}/admin/new-job`]);
    const open = pageWindow("hidden");
    const openWindow = startedWorker(base, { windows: [open] });
    await openWindow.tap();
    expect(openWindow.opened).toEqual([]);
    expect(open.focused).toBe(1);
  });
});
