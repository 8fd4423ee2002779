/**
 * A job queued on the phone with no signal, sent by the job page's service worker when signal
 * returns, the page open or closed (Background Sync, docs/decisions/153). The page makes the whole
 * change when it queues the job, from the galleries file as the site's build read it, and checks
 * it as every send is checked; the worker only commits it, through the site's gateway with the
 * passkey session, and only onto that same file: a file changed meanwhile leaves the job for the
 * page, which reads it again and checks again. The page and the worker take one lock around a
 * send and read the draft again inside it, so the job goes once.
 */
import { keepDraft, readDraft } from "./draft-store";
import { gatewaySessionToken } from "./gateway-session";
import { commitToGitHub, PublishFailure } from "./github-commit";

/** The lock the page and its worker hold around a send (Web Locks, in both), and the sync's tag. */
export const sendLock = "new-job-send";

/** The change as the page would send it now, kept with the queued draft. */
export type PreparedSend = {
  /** The site's gateway (one repository's API root) and the branch. */
  target: { apiRoot: string; branch: string };
  /** The photos, by their paths in the repository, names fixed (draft.sentFiles). */
  photos: { path: string; file: Blob }[];
  /** The galleries file as the change was made from it, and as it becomes. */
  edit: { path: string; base: string; text: string };
  message: string;
  /** What the page keeps once the job is published, `published` aside (use-job-draft.ts). */
  done: Record<string, unknown>;
  /** The galleries' data as written and the job's place in its list, as a send by the page records. */
  published: { data: unknown; position: number };
};

type QueuedDraft = { queued?: boolean; prepared?: PreparedSend };

/** Why the worker sent nothing, or that it sent the job (or found it sent, its answer lost). */
export type QueuedOutcome = "sent" | "nothing-prepared" | "signed-out" | "file-changed" | "refused";

/** Runs `send` as the only send of the job at that moment, on the page or in its worker. */
export function oneSendAtATime<Result>(send: () => Promise<Result>, locks = globalThis.navigator?.locks) {
  // A browser without Web Locks has no Background Sync either: the page alone sends.
  return locks ? locks.request(sendLock, send) : send();
}

class FileChanged extends Error {}
class AlreadySent extends Error {}

/**
 * Sends the queued job as the page prepared it. A failed connection rejects, so the browser tries
 * the sync again later (a few times, spaced); anything else ends it, the job left for the page.
 */
export function sendPrepared(fetchImpl: typeof fetch = (input, init) => fetch(input, init)): Promise<QueuedOutcome> {
  return oneSendAtATime(async () => {
    const draft = await readDraft<QueuedDraft>();
    const prepared = draft?.queued ? draft.prepared : undefined;
    if (!prepared) return "nothing-prepared";
    const token = await gatewaySessionToken(fetchImpl).catch((error: unknown) => {
      if (error instanceof PublishFailure && error.kind === "network") throw error;
      return undefined;
    });
    if (!token) return "signed-out";
    const { edit } = prepared;
    const change = (current: string) => {
      if (current === edit.text) throw new AlreadySent();
      if (current !== edit.base) throw new FileChanged();
      return edit.text;
    };
    const photos = await Promise.all(
      prepared.photos.map(async ({ path, file }) => ({ path, bytes: new Uint8Array(await file.arrayBuffer()) })),
    );
    try {
      const target = { ...prepared.target, repo: "", token };
      await commitToGitHub(target, { photos, edit: { path: edit.path, change }, message: prepared.message }, fetchImpl);
    } catch (error) {
      if (error instanceof FileChanged) return "file-changed";
      if (error instanceof PublishFailure && error.kind === "network") throw error;
      if (!(error instanceof AlreadySent)) return "refused";
    }
    // Only over the job as it was sent: one changed on the page while this committed, or another
    // job started since, is the owner's to keep. Not kept, the page still finds the job listed by
    // its photos' names the next time it reads.
    const now = await readDraft<QueuedDraft>();
    if (now?.prepared?.edit.text === edit.text)
      await keepDraft({ ...prepared.done, published: { ...prepared.published, at: Date.now() } });
    return "sent";
  });
}
