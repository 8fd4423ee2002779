/**
 * Publishes a finished job to the site's repository as ONE commit on the branch, through
 * GitHub's Git Database API: the photos and the edited content file land together or not at
 * all, and the host rebuilds once. If the branch moved meanwhile (the site editor published),
 * the file is read again and the change made again on the new head, never forced over the other
 * change. Why: docs/decisions/112-jobs-published-in-one-commit.md.
 */

import { toBase64 } from "./base64";
import { fetchWithin, limitFor, NoAnswer } from "./timed-fetch";

export type GitHubTarget = { apiRoot: string; repo: string /* owner/name */; branch: string; token: string };
export type NewFile = { path: string; bytes: Uint8Array };
export type CommitPlan = {
  /** Added as they are. */
  photos: NewFile[];
  /** Paths the same commit removes (a job's photos, once the job is taken down). */
  removed?: string[];
  /** `change` may throw: its error reaches the caller untouched and nothing is written. */
  edit: { path: string; change: (current: string) => string | Promise<string> };
  message: string;
};

export type PublishFailureKind = "sign-in" | "network" | "not-found" | "refused" | "moved-too-often" | "name-taken";

/** Why nothing was published, as data: the page words it. */
export class PublishFailure extends Error {
  constructor(
    readonly kind: PublishFailureKind,
    readonly status?: number,
    detail?: string,
  ) {
    super(`Publishing to GitHub failed: ${kind}${status ? ` (HTTP ${status})` : ""}${detail ? `: ${detail}` : ""}`);
    this.name = "PublishFailure";
  }
}

/** The branch moved under each of these many attempts in a row: the owner sends again later. */
const maxAttempts = 3;

/** A file of the commit: its new blob, or `null` for a file it removes. */
type TreeEntry = { path: string; mode: "100644"; type: "blob"; sha: string | null };
type GitHub = <T>(method: string, path: string, body?: unknown) => Promise<T>;

// GitHub says "Bad credentials" in words only; a 403 is otherwise a refusal (rate limit, no
// write access), which signing in again would not cure.
function failureFor(status: number, message: string): PublishFailure {
  if (status === 401 || (status === 403 && /bad credentials/i.test(message)))
    return new PublishFailure("sign-in", status, message);
  if (status === 404) return new PublishFailure("not-found", status, message);
  return new PublishFailure("refused", status, message);
}

const encodedPath = (path: string) => path.split("/").map(encodeURIComponent).join("/");
const branchRef = (branch: string) => `heads/${encodedPath(branch)}`;

// A server that fails or is overloaded, or a request timed out on the way: a wait, not a refusal.
const passingStatuses = new Set([408, 429, 500, 502, 503, 504]);

function connect(target: GitHubTarget, fetchImpl: typeof fetch, cancel?: AbortSignal): GitHub {
  // No repo: apiRoot is one repository's root already (the site's gateway, gateway-session.ts).
  const apiRoot = target.apiRoot.replace(/\/+$/, "");
  const root = target.repo ? `${apiRoot}/repos/${encodedPath(target.repo)}` : apiRoot;
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    let answer: Response;
    const sent = body === undefined ? undefined : JSON.stringify(body);
    try {
      answer = await fetchWithin(
        fetchImpl,
        limitFor(sent?.length),
        cancel,
      )(`${root}${path}`, {
        method,
        // GitHub lets a browser keep a read for 60 s (`private, max-age=60`): the branch's head
        // reread after a refused move would come from that copy, and the retry could never work.
        cache: "no-store",
        headers: {
          Authorization: `Bearer ${target.token}`,
          Accept: "application/vnd.github+json",
          "X-GitHub-Api-Version": "2022-11-28",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: sent,
      });
    } catch (error) {
      // fetch rejects with a TypeError when no answer came back at all.
      if (error instanceof TypeError || error instanceof NoAnswer)
        throw new PublishFailure("network", undefined, error.message);
      throw error;
    }
    if (passingStatuses.has(answer.status)) throw new PublishFailure("network", answer.status);
    const data = (await answer.json().catch(() => undefined)) as (T & { message?: unknown }) | undefined;
    if (!answer.ok) throw failureFor(answer.status, typeof data?.message === "string" ? data.message : "");
    // Every answer publishing reads is JSON: one cut off on the way is a lost connection.
    if (data === undefined) throw new PublishFailure("network", answer.status, "the answer was cut off");
    return data;
  };
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text.replace(/\s/g, "")), (char) => char.charCodeAt(0));
}

async function readHead(github: GitHub, branch: string): Promise<string> {
  const ref = await github<{ object: { sha: string } }>("GET", `/git/ref/${branchRef(branch)}`);
  return ref.object.sha;
}

async function readText(github: GitHub, path: string, commit: string): Promise<string> {
  const file = await github<{ content?: string; encoding?: string }>(
    "GET",
    `/contents/${encodedPath(path)}?ref=${commit}`,
  );
  // The contents API sends base64 up to 1 MB; a content file is a few kilobytes.
  if (file.encoding !== "base64" || typeof file.content !== "string")
    throw new PublishFailure("refused", undefined, `${path} did not come back as text`);
  return new TextDecoder().decode(fromBase64(file.content));
}

/**
 * Stops before anything is written when one of the photos' paths holds a file at `commit` (one
 * committed but not yet built, so not among the site's images): a new photo never replaces one.
 */
async function refuseTakenPaths(github: GitHub, photos: NewFile[], commit: string): Promise<void> {
  for (const photo of photos) {
    try {
      await github("GET", `/contents/${encodedPath(photo.path)}?ref=${commit}`);
    } catch (error) {
      if (error instanceof PublishFailure && error.kind === "not-found") continue;
      throw error;
    }
    throw new PublishFailure("name-taken", undefined, photo.path);
  }
}

async function addBlob(github: GitHub, path: string, bytes: Uint8Array): Promise<TreeEntry> {
  const blob = await github<{ sha: string }>("POST", "/git/blobs", { content: toBase64(bytes), encoding: "base64" });
  return { path, mode: "100644", type: "blob", sha: blob.sha };
}

async function commitOnTop(github: GitHub, parent: string, entries: TreeEntry[], message: string): Promise<string> {
  const base = await github<{ tree: { sha: string } }>("GET", `/git/commits/${parent}`);
  const tree = await github<{ sha: string }>("POST", "/git/trees", { base_tree: base.tree.sha, tree: entries });
  const commit = await github<{ sha: string }>("POST", "/git/commits", { message, tree: tree.sha, parents: [parent] });
  return commit.sha;
}

/** True when the branch now holds `commit`; false when it moved past `parent` meanwhile. */
async function moveBranch(github: GitHub, branch: string, commit: string, parent: string): Promise<boolean> {
  try {
    await github("PATCH", `/git/refs/${branchRef(branch)}`, { sha: commit, force: false });
    return true;
  } catch (error) {
    // GitHub refuses a move that is not a fast forward with 422; the head says whether it moved.
    if (!(error instanceof PublishFailure && error.status === 422)) throw error;
    if ((await readHead(github, branch)) === parent) throw error;
    return false;
  }
}

/** Commits `plan`; each request ends within its limit (timed-fetch.ts), and all of them on `cancel`. */
export async function commitToGitHub(
  target: GitHubTarget,
  plan: CommitPlan,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  cancel?: AbortSignal,
): Promise<{ commit: string; attempts: number }> {
  const github = connect(target, fetchImpl, cancel);
  let photos: TreeEntry[] | undefined;
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    const head = await readHead(github, target.branch);
    const edited = await plan.edit.change(await readText(github, plan.edit.path, head));
    if (!photos) await refuseTakenPaths(github, plan.photos, head);
    // Uploaded once: a retry only makes the edited file, the tree and the commit again.
    photos ??= await Promise.all(plan.photos.map((photo) => addBlob(github, photo.path, photo.bytes)));
    const editedFile = await addBlob(github, plan.edit.path, new TextEncoder().encode(edited));
    const removed = (plan.removed ?? []).map((path): TreeEntry => ({ path, mode: "100644", type: "blob", sha: null }));
    const commit = await commitOnTop(github, head, [...photos, ...removed, editedFile], plan.message);
    if (await moveBranch(github, target.branch, commit, head)) return { commit, attempts: attempt };
  }
  throw new PublishFailure("moved-too-often");
}
