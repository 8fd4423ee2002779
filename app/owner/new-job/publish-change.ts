/**
 * Sends a change to a job already in a gallery as one change, through the same backend as a new
 * job (publish.ts): the galleries file read afresh and edited in the page's worker, and the photos
 * of a job taken down removed in the same commit.
 */
import type { ContentSnapshot } from "~/content/check";
import { commitToGitHub } from "~/owner/publishing/github-commit";
import { readLocalFile, removeLocalFiles, writeLocalFiles } from "~/owner/publishing/local-backend";

import { galleriesFile } from "./job";
import { type JobChange, photosLeft } from "./job-change";
import { changeGalleries } from "./job-checker";
import { type Backend, JobRefused, type SendOutcome, sendOutcome } from "./publish";

/** The job is no longer in its gallery as it was read: someone changed or removed it meanwhile. */
export class JobMissing extends Error {}

/** Nothing left to write: the file is already as the change would make it. */
class AlreadyDone extends Error {}

const galleryName = (change: JobChange) => (change.kind === "beforeAfter" ? "before and after" : "projects");
const captionOf = (change: JobChange) => String(change.was.caption ?? "").trim();

function commitMessage(change: JobChange): string {
  if (!change.item) return `Take “${captionOf(change)}” down from the ${galleryName(change)} gallery from the phone`;
  return `Change “${captionOf(change)}” in the ${galleryName(change)} gallery from the phone`;
}

/** Sends the change; `token` is the GitHub sign-in's, unused by the local server. */
export async function publishChange(
  backend: Backend,
  change: JobChange,
  content: ContentSnapshot,
  token = "",
): Promise<SendOutcome> {
  const removed = photosLeft(content, change);
  const message = commitMessage(change);
  let last: SendOutcome | undefined;
  const edit = async (text: string) => {
    const edited = await changeGalleries(change, text);
    if (edited.outcome === "refused") throw new JobRefused(edited.problems);
    if (edited.outcome === "missing") throw new JobMissing();
    last = sendOutcome(edited, text);
    if (edited.outcome === "listed") throw new AlreadyDone();
    return edited.text;
  };
  try {
    if (backend.kind === "local") {
      // The local server is `npm run edit`'s alone (publish.ts, readBackend).
      if (import.meta.env.DEV) {
        const text = await edit(await readLocalFile(backend.apiUrl, galleriesFile));
        await writeLocalFiles(backend.apiUrl, { photos: [], edit: { path: galleriesFile, text }, message });
        await removeLocalFiles(backend.apiUrl, { paths: removed, message });
      }
    } else {
      const target = { ...backend.target, token };
      await commitToGitHub(target, { photos: [], removed, edit: { path: galleriesFile, change: edit }, message });
    }
  } catch (error) {
    if (!(error instanceof AlreadyDone)) throw error;
  }
  if (!last) throw new Error("the galleries file was not written");
  return last;
}
