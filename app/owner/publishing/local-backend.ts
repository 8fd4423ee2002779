/**
 * The local Decap server `npm run edit` starts (decap-server, writing the working copy): the same
 * backend the site editor saves through there, spoken to the way Decap does, so a job added from
 * the phone page lands in the same files and the development site shows it at once.
 */

import { toBase64 } from "./base64";
import { fetchWithin, limitFor } from "./timed-fetch";

/** A file the job adds, by its path in the repository. */
export type NewFile = { path: string; bytes: Uint8Array };

/** The local server did not answer, or refused the request: what it said. */
export class LocalBackendFailed extends Error {}

/** decap-server's requests carry the branch it works on; with MODE=fs it is only a label. */
const branch = "main";

async function call<Answer>(apiUrl: string, action: string, params: object, fetchImpl: typeof fetch): Promise<Answer> {
  let response: Response;
  const body = JSON.stringify({ action, params: { branch, ...params } });
  try {
    // On this computer's own server: its limit is a send's (timed-fetch.ts), as generous as GitHub's.
    response = await fetchWithin(fetchImpl, limitFor(body.length))(apiUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
    });
  } catch {
    throw new LocalBackendFailed("`npm run edit` did not answer");
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const said = answer && typeof answer === "object" && "error" in answer ? String(answer.error) : response.status;
    throw new LocalBackendFailed(`the editing server refused it: ${said}`);
  }
  return answer as Answer;
}

/** A file's text in the working copy. */
export async function readLocalFile(apiUrl: string, path: string, fetchImpl: typeof fetch = fetch): Promise<string> {
  const entry = await call<{ data?: unknown }>(apiUrl, "getEntry", { path }, fetchImpl);
  if (typeof entry.data !== "string") throw new LocalBackendFailed(`the editing server has no ${path}`);
  return entry.data;
}

/** Whether the working copy has a file at `path`: decap-server reads a missing one as no data. */
export async function localFileExists(apiUrl: string, path: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  const entry = await call<{ data?: unknown }>(apiUrl, "getEntry", { path }, fetchImpl);
  return typeof entry.data === "string";
}

/** Writes the photos and the edited file in one request, as the site editor's Save of an entry does. */
export async function writeLocalFiles(
  apiUrl: string,
  { photos, edit, message }: { photos: NewFile[]; edit: { path: string; text: string }; message: string },
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  await call(
    apiUrl,
    "persistEntry",
    {
      dataFiles: [{ slug: edit.path, path: edit.path, raw: edit.text }],
      assets: photos.map((photo) => ({ path: photo.path, content: toBase64(photo.bytes), encoding: "base64" })),
      // As Decap sends it in simple publish mode: the status is its initial workflow status, unused.
      options: { commitMessage: message, useWorkflow: false, status: "draft" },
    },
    fetchImpl,
  );
}

/** Removes files from the working copy (a job's photos, once the job is taken down). */
export async function removeLocalFiles(
  apiUrl: string,
  { paths, message }: { paths: string[]; message: string },
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  if (paths.length) await call(apiUrl, "deleteFiles", { paths, options: { commitMessage: message } }, fetchImpl);
}
