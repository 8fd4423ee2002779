/**
 * Sends a job: its photos and `content/galleries.yml` with the job in its place, in one change,
 * through the backend the site editor is configured with (`/admin/config.yml`): the local Decap
 * server under `npm run edit`, GitHub on the live site. The file is read afresh just before it
 * is written, and the build's check runs on what would be written, so nothing is sent that the
 * build would refuse and another change made meanwhile is kept (docs/decisions/112).
 */
import type { ContentSnapshot } from "~/content/check";
import type { Problem } from "~/content/problem-line";
import { gatewayRoot, gatewaySessionToken } from "~/owner/publishing/gateway-session";
import { commitToGitHub, PublishFailure } from "~/owner/publishing/github-commit";
import { type SignInSettings, storedGitHubToken } from "~/owner/publishing/github-sign-in";
import { localFileExists, readLocalFile, writeLocalFiles } from "~/owner/publishing/local-backend";
import { fetchWithin, NoAnswer, requestLimits } from "~/owner/publishing/timed-fetch";

import { galleriesFile, type JobDraft, jobShots, photoFiles, repositoryPath } from "./job";
import { editGalleries, settingsOf } from "./job-checker";

/** Where the site editor's settings are, as Decap reads them. */
const editorConfig = "/admin/config.yml";

export type Backend =
  | { kind: "local"; apiUrl: string }
  | { kind: "gateway"; target: { apiRoot: string; repo: ""; branch: string } }
  | {
      kind: "github";
      target: { apiRoot: string; repo: string; branch: string };
      signIn: SignInSettings;
    };

type EditorConfig = {
  backend?: {
    name?: string;
    repo?: string;
    branch?: string;
    api_root?: string;
    base_url?: string;
    auth_endpoint?: string;
  };
  local_backend?: { url?: string } | boolean;
};

/** The backend the site editor saves through, from its settings. */
export async function readBackend(): Promise<Backend> {
  let response: Response;
  try {
    response = await fetchWithin(fetch, requestLimits.small)(editorConfig, { cache: "no-store" });
  } catch (error) {
    // No answer: a wait for signal, as a send that gets none (use-send-job.ts).
    if (error instanceof TypeError || error instanceof NoAnswer)
      throw new PublishFailure("network", undefined, error.message);
    throw error;
  }
  if (!response.ok) throw new Error(`the site editor's settings could not be read (${response.status})`);
  const config = (await settingsOf(editorConfig, await response.text())) as EditorConfig;
  const local = config.local_backend;
  // Only `npm run edit`'s development server adds it (editor/build/site-editor.mjs refuses it in
  // the settings a build publishes): a built page carries none of the local server's code.
  if (import.meta.env.DEV && local)
    return { kind: "local", apiUrl: (typeof local === "object" && local.url) || "http://localhost:8081/api/v1" };
  const backend = config.backend ?? {};
  // The owner's passkey sign-in: the site's own function passes the change to GitHub.
  if (backend.name === "git-gateway")
    return {
      kind: "gateway",
      target: { apiRoot: `${location.origin}${gatewayRoot}`, repo: "", branch: backend.branch ?? "main" },
    };
  if (backend.name !== "github" || !backend.repo)
    throw new Error(`this page publishes through GitHub; the site editor uses "${backend.name}"`);
  return {
    kind: "github",
    target: {
      apiRoot: backend.api_root ?? "https://api.github.com",
      repo: backend.repo,
      branch: backend.branch ?? "main",
    },
    signIn: { base_url: backend.base_url, auth_endpoint: backend.auth_endpoint },
  };
}

/**
 * The key a send carries: GitHub's token (the one just signed in with, or the site editor's), the
 * passkey session's for the site's gateway, none for the local server; undefined when the owner
 * must sign in first.
 */
export async function sendKey(backend: Backend, token?: string, cancel?: AbortSignal): Promise<string | undefined> {
  if (backend.kind === "github") return token ?? storedGitHubToken();
  if (backend.kind === "gateway") return gatewaySessionToken(undefined, cancel);
  return "";
}

/** The job is in the file already: nothing more to write. */
class AlreadyPublished extends Error {}

/** The build would refuse the galleries with the job in them: its lines. */
export class JobRefused extends Error {
  constructor(readonly problems: Problem[]) {
    super(problems.map((each) => each.message).join("; "));
  }
}

/** What was published: the galleries' data as written, and where the job is in its list. */
export type Published = { data: unknown; position: number };

/**
 * The galleries file as a send left it on the branch: the next job or change is made from it,
 * not from the build's copy, which the branch no longer holds (the page's worker sends a queued
 * job only onto the file it was made from).
 */
export type CommittedGalleries = { text: string; data: unknown };

/** A send's outcome: what was published, and the galleries file as it now is. */
export type SendOutcome = { published: Published; committed: CommittedGalleries };

/** A send's outcome from its edit of the galleries file as `read`: a "listed" edit wrote nothing. */
export const sendOutcome = (edited: Published & { text?: string }, read: string): SendOutcome => ({
  published: { data: edited.data, position: edited.position },
  committed: { text: edited.text ?? read, data: edited.data },
});

async function photosOf(draft: JobDraft, files: ReturnType<typeof photoFiles>) {
  return Promise.all(
    jobShots(draft).map(async ({ shot, photo }) => ({
      path: repositoryPath(files[shot] ?? ""),
      bytes: new Uint8Array(await photo.file.arrayBuffer()),
    })),
  );
}

export const commitMessage = (draft: JobDraft) =>
  `Add “${draft.caption.trim()}” to the ${draft.kind === "beforeAfter" ? "before and after" : "projects"} gallery from the phone`;

/**
 * Sends the job; `token` is the GitHub sign-in's or the gateway session's, unused by the local
 * server. `cancel` stops every request of it.
 */
export async function publishJob(
  backend: Backend,
  draft: JobDraft,
  content: ContentSnapshot,
  token = "",
  cancel?: AbortSignal,
): Promise<SendOutcome> {
  const files = photoFiles(draft, content.images);
  const photos = await photosOf(draft, files);
  let last: SendOutcome | undefined;
  const change = async (text: string) => {
    const edited = await editGalleries(draft, files, text);
    if (edited.outcome === "refused") throw new JobRefused(edited.problems);
    last = sendOutcome(edited, text);
    if (edited.outcome === "listed") throw new AlreadyPublished();
    return edited.text;
  };
  const message = commitMessage(draft);
  try {
    if (backend.kind === "local") {
      if (import.meta.env.DEV) {
        const text = await change(await readLocalFile(backend.apiUrl, galleriesFile));
        // decap-server writes over a file of the same name: a new photo never replaces one.
        for (const photo of photos)
          if (await localFileExists(backend.apiUrl, photo.path))
            throw new PublishFailure("name-taken", undefined, photo.path);
        await writeLocalFiles(backend.apiUrl, { photos, edit: { path: galleriesFile, text }, message });
      }
    } else {
      const plan = { photos, edit: { path: galleriesFile, change }, message };
      await commitToGitHub({ ...backend.target, token }, plan, undefined, cancel);
    }
  } catch (error) {
    if (!(error instanceof AlreadyPublished)) throw error;
  }
  if (!last) throw new Error("the galleries file was not written");
  return last;
}
