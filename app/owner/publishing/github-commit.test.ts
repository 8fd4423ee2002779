import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { afterEach, describe, expect, it, vi } from "vitest";
import { parse } from "yaml";

import { GitHubStandIn, standInFetch } from "../../../e2e/support/github-stand-in";
import { type CommitPlan, commitToGitHub, type GitHubTarget, type NewFile, PublishFailure } from "./github-commit";
import { limitFor, SendCancelled } from "./timed-fetch";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const galleriesPath = "content/galleries.yml";
const galleriesText = readFileSync(path.join(root, galleriesPath), "utf8");
type Galleries = { projects: { image: string; caption: string; alt: string }[] };
const firstProject = (parse(galleriesText) as Galleries).projects[0]!;
// Real photos from the site stand in for the job's prepared photos: binary, and over 100 KB.
const photoFrom = (name: string) => new Uint8Array(readFileSync(path.join(root, "app/assets/images/projects", name)));
const photos: NewFile[] = [
  { path: "app/assets/images/projects/new-job-before.jpg", bytes: photoFrom("herringbone-driveway.jpg") },
  { path: "app/assets/images/projects/new-job-after.jpg", bytes: photoFrom("sandstone-patio.jpg") },
];
const newProject = {
  image: "projects/new-job-after.jpg",
  caption: "Resin driveway, Amersham",
  alt: "A resin driveway",
};

/** The job as the page's change would add it: first in the projects gallery. */
const addJob = (current: string) =>
  current.replace(
    /^projects:\n/m,
    `projects:\n  - image: ${newProject.image}\n    caption: "${newProject.caption}"\n    alt: "${newProject.alt}"\n`,
  );
/** What the site editor publishing at the same moment does: recaption the first project. */
const otherEdit = {
  path: galleriesPath,
  change: (current: string) => current.replace(firstProject.caption, `${firstProject.caption} (re-laid)`),
  message: "Update galleries from the site editor",
};

const target: GitHubTarget = {
  apiRoot: "https://api.github.com",
  repo: "example/hartwell-outdoor",
  branch: "main",
  token: "gho_token-of-the-owner",
};
const plan = (change: (current: string) => string = addJob): CommitPlan => ({
  photos,
  edit: { path: galleriesPath, change },
  message: "Add a finished job from the phone",
});

let standIn: GitHubStandIn;
function newStandIn() {
  standIn = new GitHubStandIn({
    repo: target.repo,
    branch: target.branch,
    token: target.token,
    files: { [galleriesPath]: galleriesText },
  });
  return standIn;
}
const projectsAtHead = () => (parse(standIn.readText(galleriesPath)!) as Galleries).projects;
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

afterEach(() => {
  // Every request the library sent is one GitHub documents, in every case.
  expect(standIn.invalidRequests).toEqual([]);
});

describe("commitToGitHub", () => {
  it("adds the photos and the edited gallery in one commit on the branch", async () => {
    const seed = newStandIn().head();

    const result = await commitToGitHub(target, plan(), standInFetch(standIn));

    expect(result).toEqual({ commit: standIn.head(), attempts: 1 });
    const [commit, ...before] = standIn.history();
    expect(before.map((c) => c.sha)).toEqual([seed]);
    expect(commit).toMatchObject({ message: "Add a finished job from the phone", parents: [seed] });
    expect(commit!.changed).toEqual([...photos.map((photo) => photo.path), galleriesPath].sort());
    for (const photo of photos) expect(Buffer.from(standIn.readFile(photo.path)!).equals(photo.bytes)).toBe(true);
    expect(projectsAtHead()[0]).toEqual(newProject);
    expect(projectsAtHead().slice(1)).toEqual((parse(galleriesText) as Galleries).projects);
  });

  it("reads the file again and makes the change again when the branch moved meanwhile", async () => {
    const seed = newStandIn().head();
    standIn.moveBranchBeforeRefUpdate(otherEdit);
    const change = vi.fn(addJob);

    const result = await commitToGitHub(target, plan(change), standInFetch(standIn));

    expect(result.attempts).toBe(2);
    expect(change).toHaveBeenCalledTimes(2);
    expect(change.mock.calls[1]![0]).toContain(`${firstProject.caption} (re-laid)`);
    const [ours, theirs, first] = standIn.history();
    expect([theirs!.message, theirs!.parents, first!.sha]).toEqual([otherEdit.message, [seed], seed]);
    expect(ours).toMatchObject({ sha: result.commit, parents: [theirs!.sha] });
    expect(ours!.changed).toEqual([...photos.map((photo) => photo.path), galleriesPath].sort());
    expect(projectsAtHead()[0]).toEqual(newProject);
    expect(projectsAtHead()[1]!.caption).toBe(`${firstProject.caption} (re-laid)`);
    // The photos went up once; only the gallery file was sent again.
    const blobs = standIn.requests.filter((request) => request.operationId === "git/create-blob");
    expect(blobs).toHaveLength(photos.length + 2);
  });

  it("refuses to write a photo over a file the branch has already, and writes nothing", async () => {
    newStandIn();
    const seed = standIn.commitOnBranch("A photo committed, not yet built", { [photos[0]!.path]: new Uint8Array([1]) });

    const failure = await failureOf(commitToGitHub(target, plan(), standInFetch(standIn)));

    expect(failure).toMatchObject({ kind: "name-taken" });
    expect(standIn.head()).toBe(seed);
    expect(standIn.readFile(photos[0]!.path)).toEqual(new Uint8Array([1]));
  });

  it("gives up, writing nothing over the other changes, when the branch keeps moving", async () => {
    newStandIn().moveBranchBeforeRefUpdate(otherEdit, 10);

    const failure = await failureOf(commitToGitHub(target, plan(), standInFetch(standIn)));

    expect(failure).toBeInstanceOf(PublishFailure);
    expect(failure).toMatchObject({ kind: "moved-too-often" });
    expect(standIn.history().map((commit) => commit.message)).not.toContain("Add a finished job from the phone");
    expect(standIn.history()[0]!.message).toBe(otherEdit.message);
  });

  it("asks for a new sign-in when GitHub no longer accepts the token, and writes nothing", async () => {
    const seed = newStandIn().head();
    standIn.revokeToken();

    const failure = await failureOf(commitToGitHub(target, plan(), standInFetch(standIn)));

    expect(failure).toMatchObject({ kind: "sign-in", status: 401 });
    expect(standIn.head()).toBe(seed);
  });

  it("reports no network when no answer comes back, and writes nothing", async () => {
    const seed = newStandIn().head();
    standIn.cutNetwork();

    const failure = await failureOf(commitToGitHub(target, plan(), standInFetch(standIn)));

    expect(failure).toMatchObject({ kind: "network" });
    expect(standIn.head()).toBe(seed);
    expect(standIn.requests).toEqual([]);
  });

  it("reports an answer cut off on the way as a lost connection", async () => {
    newStandIn();
    const cutOff: typeof fetch = async () => new Response('{"ref":"refs/heads/ma', { status: 200 });

    const failure = await failureOf(commitToGitHub(target, plan(), cutOff));

    expect(failure).toMatchObject({ kind: "network" });
  });

  it("gives up on a request that gets no answer within its limit, the limit growing with the bytes it sends", async () => {
    const seed = newStandIn().head();
    const answered = standInFetch(standIn);
    // GitHub answers reads; the uploads get no answer at all.
    const stalled: typeof fetch = (input, init) =>
      init?.method === "POST" ? new Promise<Response>(() => undefined) : answered(input, init);
    vi.useFakeTimers();
    try {
      const failure = failureOf(commitToGitHub(target, plan(), stalled));
      const uploadLimit = limitFor(Math.max(...photos.map((photo) => photo.bytes.length)) * 2);
      await vi.advanceTimersByTimeAsync(uploadLimit);
      expect(await failure).toMatchObject({ kind: "network" });
    } finally {
      vi.useRealTimers();
    }
    expect(standIn.head()).toBe(seed);
  });

  it("stops every request at once when the send is cancelled, writing nothing", async () => {
    const seed = newStandIn().head();
    const cancel = new AbortController();
    const answered = standInFetch(standIn);
    const slow: typeof fetch = async (input, init) => {
      cancel.abort();
      return answered(input, init);
    };
    const failure = await failureOf(commitToGitHub(target, plan(), slow, cancel.signal));
    expect(failure).toBeInstanceOf(SendCancelled);
    expect(standIn.head()).toBe(seed);
  });

  it("takes a server failing for now as a wait for the connection, not a refusal", async () => {
    newStandIn();
    const failing: typeof fetch = async () => Response.json({ message: "Server Error" }, { status: 502 });
    expect(await failureOf(commitToGitHub(target, plan(), failing))).toMatchObject({ kind: "network", status: 502 });
  });

  it("reports a repository or branch it cannot find as not found", async () => {
    newStandIn();

    const wrongRepo = await failureOf(
      commitToGitHub({ ...target, repo: "example/other" }, plan(), standInFetch(standIn)),
    );
    const wrongBranch = await failureOf(commitToGitHub({ ...target, branch: "live" }, plan(), standInFetch(standIn)));

    expect(wrongRepo).toMatchObject({ kind: "not-found", status: 404 });
    expect(wrongBranch).toMatchObject({ kind: "not-found", status: 404 });
    expect(standIn.history()).toHaveLength(1);
  });

  it("tells a refusal from a sign-in that GitHub no longer accepts among 403 answers", async () => {
    newStandIn();
    const forbidden =
      (message: string): typeof fetch =>
      async () =>
        Response.json({ message, documentation_url: "https://docs.github.com/rest" }, { status: 403 });

    const rateLimited = await failureOf(commitToGitHub(target, plan(), forbidden("API rate limit exceeded")));
    const badCredentials = await failureOf(commitToGitHub(target, plan(), forbidden("Bad credentials")));

    expect(rateLimited).toMatchObject({ kind: "refused", status: 403 });
    expect(badCredentials).toMatchObject({ kind: "sign-in", status: 403 });
  });

  it("passes on the change's own error untouched and sends nothing", async () => {
    const seed = newStandIn().head();
    const refusal = new Error("content/galleries.yml: projects: at most 12 items");

    const failure = await failureOf(
      commitToGitHub(
        target,
        plan(() => {
          throw refusal;
        }),
        standInFetch(standIn),
      ),
    );

    expect(failure).toBe(refusal);
    expect(standIn.head()).toBe(seed);
    expect(standIn.requests.filter((request) => request.method !== "GET")).toEqual([]);
  });
});
