import { readFileSync } from "node:fs";

import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { ContentSnapshot } from "~/content/check";
import { contentSnapshot } from "~/content/load";
import { galleryFields } from "~/content/schema/gallery-fields";
import { dataOf } from "~/owner/publishing/list-edit";
import { type PreparedPhoto, preparePhoto } from "~/owner/photo-preparation/prepare-photo";

import { GitHubStandIn, standInFetch } from "../../../e2e/support/github-stand-in";
import { type JobDraft, keptOncePublished, photoFiles, repositoryPath, type Shot } from "./job";
import { checkAgainst } from "./job-checker";
import { galleriesEdit, jobProblems } from "./job-edit";
import { NewJob } from "./new-job";
import { words } from "./words";

/** The worker's answers, computed here by the same modules it runs. */
vi.mock("./job-checker", () => ({
  checkAgainst: vi.fn(async () => true),
  problemsOf: async (draft: JobDraft) => jobProblems(content, content.raw.shared.galleries, draft),
  editGalleries: async (draft: JobDraft, files: Partial<Record<Shot, string>>, text: string) =>
    galleriesEdit(content, draft, files, text),
  settingsOf: async (file: string, text: string) => dataOf(file, text),
}));

/** Each photo is prepared when the test says so. */
vi.mock("~/owner/photo-preparation/prepare-photo", async (original) => ({
  ...(await original<object>()),
  preparePhoto: vi.fn(),
}));

/** The phone's storage, in memory. */
const kept: { draft?: unknown; refused?: boolean } = {};
vi.mock("~/owner/publishing/draft-store", () => ({
  readDraft: async () => kept.draft,
  keepDraft: async (draft: unknown) => {
    if (kept.refused) return false;
    kept.draft = draft;
    return true;
  },
  forgetDraft: async () => {
    delete kept.draft;
  },
}));

const content: ContentSnapshot = { ...(await contentSnapshot(process.cwd(), true)), refusesSamples: false };
const galleriesText = readFileSync("content/galleries.yml", "utf8");
const localApi = "http://localhost:8081/api/v1";

/** What the site answers: its content, the editor's settings, and the local editing server. */
type Site = {
  config: string;
  getEntry: () => string;
  persistEntry: () => Promise<unknown>;
  github?: number;
  /** A photo the working copy has already. */
  photo?: string;
};
let site: Site;

function siteFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  if (url === "/admin/content.json") return Promise.resolve(json(content));
  if (url === "/admin/config.yml") return Promise.resolve(new Response(site.config));
  if (url.startsWith("https://api.github.com/")) return Promise.resolve(json({ message: "Not Found" }, site.github));
  if (url !== localApi) return Promise.reject(new TypeError(`unexpected request for ${url}`));
  const { action, params } = JSON.parse(String(init?.body)) as { action: string; params: { path?: string } };
  // decap-server's answer for a file the working copy has not: no data.
  if (action === "getEntry") {
    const data = params.path === "content/galleries.yml" ? site.getEntry() : params.path === site.photo ? "jpeg" : null;
    return Promise.resolve(json({ data }));
  }
  return site.persistEntry().then(() => json({}));
}

/** A prepared photo of the gallery's size, held until `done` is called. */
function preparing() {
  const waiting: { resolve: () => void }[] = [];
  vi.mocked(preparePhoto).mockImplementation(
    (file) =>
      new Promise<PreparedPhoto>((resolve) => {
        const facts = { name: file.name, bytes: 300_000, width: 1600, height: 1200 };
        // jsdom's File cannot read its bytes back; a browser's can.
        const bytes = Object.assign(file, { arrayBuffer: async () => new ArrayBuffer(2) });
        const photo = { file: bytes, before: facts, after: facts, removed: [], asPicked: false };
        waiting.push({ resolve: () => resolve(photo) });
      }),
  );
  return waiting;
}

async function pick(user: UserEvent, shot: Shot) {
  const group = screen.getByRole("group", { name: words.shots[shot] });
  const label = [...group.querySelectorAll("label")].find((each) => each.textContent === words.choosePhoto);
  const file = new File([new Uint8Array([0xff, 0xd8])], `IMG_${shot}.JPG`, { type: "image/jpeg" });
  await user.upload(label?.querySelector("input") as HTMLInputElement, file);
}

const next = () => screen.getByRole("button", { name: words.next });
const heading = (step: number) => screen.findByRole("heading", { level: 2, name: words.steps[step] });

/** The page drawn, and a kind of job chosen. */
async function choose(user: UserEvent, kind: keyof typeof words.kinds) {
  render(<NewJob />);
  await user.click(await screen.findByRole("button", { name: new RegExp(`^${words.kinds[kind].name}`) }));
}

/** The page with a project's photo prepared, at the words. */
async function atWordsStep(user: UserEvent) {
  const photos = preparing();
  await choose(user, "projects");
  await pick(user, "photo");
  await act(async () => photos[0]?.resolve());
  await user.click(next());
  await heading(2);
}

/** The page with a project filled in to its last step. */
async function atSendStep(user: UserEvent) {
  await atWordsStep(user);
  await user.type(screen.getByLabelText(galleryFields.caption.label), "Resin driveway, Marlow");
  await user.type(screen.getByLabelText(galleryFields.alt.label), "A resin driveway in front of a brick house");
  await user.click(next());
  await heading(3);
  await user.click(next());
  await heading(4);
  await user.click(next());
  await heading(5);
}

beforeEach(() => {
  delete kept.draft;
  delete kept.refused;
  site = {
    config: "backend:\n  name: github\n  repo: example/site\nlocal_backend: true\n",
    getEntry: () => galleriesText,
    persistEntry: async () => ({}),
  };
  vi.stubGlobal("fetch", vi.fn(siteFetch));
});
afterEach(() => vi.unstubAllGlobals());

describe("the site's content", () => {
  it("is read again by itself after a failed read, with one plain line meanwhile and the first step usable", async () => {
    let failures = 2;
    vi.stubGlobal(
      "fetch",
      vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
        String(input) === "/admin/content.json" && failures-- > 0
          ? Promise.reject(new TypeError("Failed to fetch"))
          : siteFetch(input, init),
      ),
    );
    const user = userEvent.setup();
    await choose(user, "projects");
    expect(await screen.findByRole("alert")).toHaveTextContent(words.contentFailed);
    expect(document.body).not.toHaveTextContent("Failed to fetch");
    // Read again after 1 s, then 2 s: the photo step once the content has come.
    await screen.findByRole("group", { name: words.shots.photo }, { timeout: 6000 });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(failures).toBe(-1);
  });

  it("is what the worker checks against, whichever view the page opens on", async () => {
    vi.mocked(checkAgainst).mockClear();
    window.location.hash = "#jobs";
    try {
      render(<NewJob />);
      await waitFor(() => expect(checkAgainst).toHaveBeenCalledWith(content));
    } finally {
      window.location.hash = "";
    }
  });

  it("reads no more once the page is gone, though a read failed as it went", async () => {
    vi.useFakeTimers();
    try {
      let fail = (_: Error) => undefined as void;
      const reads = vi.fn(() => new Promise<Response>((_, reject) => (fail = reject)));
      vi.stubGlobal(
        "fetch",
        vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
          String(input) === "/admin/content.json" ? reads() : siteFetch(input, init),
        ),
      );
      const { unmount } = render(<NewJob />);
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(reads).toHaveBeenCalledTimes(1);
      unmount();
      fail(new TypeError("Failed to fetch"));
      await act(() => vi.advanceTimersByTimeAsync(120_000));
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the job page's edits", () => {
  it("keeps both photos of a pair when the first is still preparing as the second is picked", async () => {
    const user = userEvent.setup();
    const photos = preparing();
    await choose(user, "beforeAfter");
    await pick(user, "before");
    await pick(user, "after");
    await act(async () => photos[1]?.resolve());
    await act(async () => photos[0]?.resolve());
    for (const shot of ["before", "after"] as const)
      expect(within(screen.getByRole("group", { name: words.shots[shot] })).getByText(words.now)).toBeVisible();
    await user.click(next());
    expect(await heading(2)).toBeInTheDocument();
  });
});

describe("the send step", () => {
  it("drops a refusal once the job is changed", async () => {
    const user = userEvent.setup();
    // Someone else's change on the site left the gallery's second job without a caption.
    site.getEntry = () => galleriesText.replace(/^( {2}- [\s\S]*?\n {2}- [\s\S]*?caption: ).*$/m, '$1""');
    await atSendStep(user);
    await user.click(screen.getByRole("button", { name: words.send }));
    expect(await screen.findByRole("alert")).toHaveTextContent(words.problems);
    await user.click(screen.getByRole("button", { name: `${words.change}: ${galleryFields.alt.label}` }));
    await user.type(await screen.findByLabelText(galleryFields.alt.label), ", seen from the road");
    for (const step of [3, 4, 5]) {
      await user.click(next());
      await heading(step);
    }
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("sends nothing when the phone would not keep the photos' names first", async () => {
    const user = userEvent.setup();
    const persistEntry = vi.fn(async () => ({}));
    site.persistEntry = persistEntry;
    await atSendStep(user);
    kept.refused = true;
    await user.click(screen.getByRole("button", { name: words.send }));
    expect(await screen.findByText(words.namesNotKept)).toBeVisible();
    expect(persistEntry).not.toHaveBeenCalled();
  });

  it("holds the way back while the job is being sent", async () => {
    const user = userEvent.setup();
    site.persistEntry = () => new Promise(() => undefined);
    await atSendStep(user);
    await user.click(screen.getByRole("button", { name: words.send }));
    expect(await screen.findByText(words.sendingNow)).toBeVisible();
    expect(screen.getByRole("button", { name: words.back })).toBeDisabled();
    for (const change of screen.getAllByRole("button", { name: new RegExp(`^${words.change}`) }))
      expect(change).toBeDisabled();
  });

  it("offers sign-in again when GitHub knows no such repository for this sign-in", async () => {
    const user = userEvent.setup();
    site.config = "backend:\n  name: github\n  repo: example/site\n";
    site.github = 404;
    localStorage.setItem("decap-cms-user", JSON.stringify({ token: "gho_someone-else", backendName: "github" }));
    await atSendStep(user);
    await user.click(screen.getByRole("button", { name: words.send }));
    expect(await screen.findByText(words.failures["not-found"])).toBeVisible();
    expect(screen.getByRole("button", { name: words.signIn })).toBeVisible();
    localStorage.clear();
  });
});

describe("a photo name the site already has", () => {
  it("draws new names for the job's photos, and the next Send goes with them, the other photo left as it was", async () => {
    const user = userEvent.setup();
    const token = "gho_token-of-the-owner";
    const standIn = new GitHubStandIn({
      repo: "example/site",
      branch: "main",
      token,
      files: { "content/galleries.yml": galleriesText },
    });
    site.config = "backend:\n  name: github\n  repo: example/site\n";
    localStorage.setItem("decap-cms-user", JSON.stringify({ token, backendName: "github" }));
    const toGitHub = standInFetch(standIn);
    vi.stubGlobal(
      "fetch",
      vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
        String(input).startsWith("https://api.github.com/") ? toGitHub(input, init) : siteFetch(input, init),
      ),
    );
    await atSendStep(user);
    // Another job's photo, committed but not built yet, has the name this job drew.
    const taken = repositoryPath(photoFiles(kept.draft as JobDraft, content.images).photo ?? "");
    standIn.commitOnBranch("Another job from the desktop", { [taken]: new Uint8Array([1]) });
    const before = standIn.head();

    await user.click(screen.getByRole("button", { name: words.send }));
    expect(await screen.findByText(words.failures["name-taken"])).toBeVisible();
    expect(standIn.head()).toBe(before);
    await user.click(screen.getByRole("button", { name: words.send }));

    expect(await screen.findByText(words.published)).toBeVisible();
    const [ours] = standIn.history();
    const photo = ours?.changed.find((file) => file.endsWith(".jpg"));
    expect(photo).toMatch(/^app\/assets\/images\/projects\/resin-driveway-marlow-/);
    expect(photo).not.toBe(taken);
    expect(standIn.readFile(taken)).toEqual(new Uint8Array([1]));
    localStorage.clear();
  });
});

/** The job at its last step, sent with no signal: queued, and what would have sent it. */
async function queuedWithNoSignal() {
  const user = userEvent.setup();
  const persistEntry = vi.fn(async () => ({}));
  site.persistEntry = persistEntry;
  await atSendStep(user);
  const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  await user.click(screen.getByRole("button", { name: words.send }));
  expect(await screen.findByText(words.queued)).toBeVisible();
  return { persistEntry, onLine };
}

describe("a send with no signal", () => {
  it("queues the job, kept with its photos' names, and sends it once when signal returns", async () => {
    const { persistEntry, onLine } = await queuedWithNoSignal();
    expect(kept.draft).toMatchObject({ queued: true, sentFiles: { photo: expect.any(String) } });
    expect(persistEntry).not.toHaveBeenCalled();

    onLine.mockReturnValue(true);
    await act(async () => window.dispatchEvent(new Event("online")));
    expect(await screen.findByText(words.published)).toBeVisible();
    expect(persistEntry).toHaveBeenCalledTimes(1);
    onLine.mockRestore();
  });

  it("takes up a job its worker sent meanwhile, and does not send it again", async () => {
    const { persistEntry, onLine } = await queuedWithNoSignal();
    // What the worker keeps once it has sent the job (owner/publishing/queued-send.ts).
    const queued = kept.draft as JobDraft;
    kept.draft = { ...keptOncePublished(queued), published: { position: 0, data: {}, at: Date.now() } };

    onLine.mockReturnValue(true);
    await act(async () => window.dispatchEvent(new Event("online")));
    expect(await screen.findByText(words.published)).toBeVisible();
    expect(persistEntry).not.toHaveBeenCalled();
    onLine.mockRestore();
  });
});

describe("a photo name the working copy already has, under npm run edit", () => {
  it("draws new names as on GitHub, and writes nothing over the photo", async () => {
    const user = userEvent.setup();
    const persistEntry = vi.fn(async () => ({}));
    site.persistEntry = persistEntry;
    await atSendStep(user);
    site.photo = repositoryPath(photoFiles(kept.draft as JobDraft, content.images).photo ?? "");
    await user.click(screen.getByRole("button", { name: words.send }));
    expect(await screen.findByText(words.failures["name-taken"])).toBeVisible();
    expect(persistEntry).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: words.send }));
    expect(await screen.findByText(words.published)).toBeVisible();
    expect(persistEntry).toHaveBeenCalledTimes(1);
  });
});

describe("two tabs, one job each", () => {
  /** Another tab's job, started after this one and kept on the phone. */
  const anotherJob = (): JobDraft => ({
    ...(kept.draft as JobDraft),
    caption: "Porcelain patio, Penn",
    startedAt: new Date(Date.now() + 60_000).toISOString(),
    tag: "zz99",
  });

  it("does not take another tab's published job for this one: this one is sent", async () => {
    const user = userEvent.setup();
    const persistEntry = vi.fn(async () => ({}));
    site.persistEntry = persistEntry;
    await atSendStep(user);
    kept.draft = { ...keptOncePublished(anotherJob()), published: { position: 0, data: {}, at: Date.now() } };
    await user.click(screen.getByRole("button", { name: words.send }));
    expect(await screen.findByText(words.published)).toBeVisible();
    expect(persistEntry).toHaveBeenCalledTimes(1);
  });

  it("marks this one published without writing over the job another tab kept while it was sent", async () => {
    const user = userEvent.setup();
    let other: JobDraft | undefined;
    site.persistEntry = async () => void (kept.draft = other = anotherJob());
    await atSendStep(user);
    await user.click(screen.getByRole("button", { name: words.send }));
    expect(await screen.findByText(words.published)).toBeVisible();
    expect(kept.draft).toBe(other);
  });
});

describe("a send with no signal where the page's worker can send it", () => {
  const register = vi.fn(async (tag: string) => void tag);
  beforeEach(() => {
    site.config = "backend:\n  name: git-gateway\n  branch: main\n";
    content.galleriesText = galleriesText;
    vi.stubGlobal("SyncManager", class {});
    const registration = { sync: { register } };
    Object.defineProperty(navigator, "serviceWorker", {
      configurable: true,
      value: { controller: {}, ready: Promise.resolve(registration) },
    });
  });
  afterEach(() => {
    delete content.galleriesText;
    Reflect.deleteProperty(navigator, "serviceWorker");
  });

  it("says the job goes even with the page closed, with its change made and checked, until the job changes", async () => {
    const user = userEvent.setup();
    await atSendStep(user);
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await user.click(screen.getByRole("button", { name: words.send }));
    expect(await screen.findByText(words.queuedBackground)).toBeVisible();
    expect(register).toHaveBeenCalledWith("new-job-send");
    const { prepared, sentFiles } = kept.draft as JobDraft;
    expect(prepared?.edit.base).toBe(galleriesText);
    expect(galleriesText).not.toContain("Resin driveway, Marlow");
    expect(prepared?.edit.text).toContain("Resin driveway, Marlow");
    expect(prepared?.photos.map((photo) => photo.path)).toEqual([repositoryPath(sentFiles?.photo ?? "")]);
    expect(prepared?.target).toEqual({ apiRoot: `${location.origin}/api/git/github`, branch: "main" });

    await user.click(screen.getByRole("button", { name: `${words.change}: ${galleryFields.caption.label}` }));
    await user.type(await screen.findByLabelText(galleryFields.caption.label), " and path");
    for (const step of [3, 4, 5]) {
      await user.click(next());
      await heading(step);
    }
    expect(await screen.findByText(words.queued)).toBeVisible();
    await waitFor(() => expect((kept.draft as JobDraft).prepared).toBeUndefined());
    onLine.mockRestore();
  });

  it.each([
    ["not yet asked", "default", true],
    ["allowed", "granted", false],
    ["refused", "denied", false],
  ])("offers to tell of a job that cannot go when notifications are %s: %s", async (_, permission, offered) => {
    const requestPermission = vi.fn(async () => "granted");
    vi.stubGlobal("Notification", { permission, requestPermission });
    const user = userEvent.setup();
    await atSendStep(user);
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await user.click(screen.getByRole("button", { name: words.send }));
    expect(await screen.findByText(words.queuedBackground)).toBeVisible();
    const offer = screen.queryByRole("button", { name: words.tellIfNotSent });
    expect(Boolean(offer)).toBe(offered);
    if (offer) {
      await user.click(offer);
      expect(requestPermission).toHaveBeenCalledOnce();
      expect(screen.queryByRole("button", { name: words.tellIfNotSent })).toBeNull();
    }
    onLine.mockRestore();
  });
});

describe("what the page tells a screen reader", () => {
  it("takes the owner to the first field Next found a problem with", async () => {
    const user = userEvent.setup();
    await atWordsStep(user);
    await user.click(next());
    await waitFor(() => expect(screen.getByLabelText(galleryFields.caption.label)).toHaveFocus());
  });

  it("warns in the same live region that says the job is kept", async () => {
    const user = userEvent.setup();
    kept.refused = true;
    await choose(user, "projects");
    await waitFor(() => expect(screen.getByText(words.notKept)).toHaveAttribute("role", "status"));
  });
});
