import { useCallback, useEffect, useRef, useState } from "react";

import type { ContentSnapshot } from "~/content/check";
import type { Problem } from "~/content/problem-line";
import { LocalBackendFailed } from "~/owner/publishing/local-backend";
import { PublishFailure } from "~/owner/publishing/github-commit";
import { readDraft } from "~/owner/publishing/draft-store";
import { signInAddress } from "~/owner/publishing/gateway-session";
import { oneSendAtATime } from "~/owner/publishing/queued-send";
import { SignInFailure, signIn } from "~/owner/publishing/github-sign-in";
import { NoAnswer } from "~/owner/publishing/timed-fetch";
import { inTaskOfItsOwn } from "~/lib/task-of-its-own";

import { prepareBackgroundSend } from "./background-send";
import { type JobDraft, photoFiles, randomTag, sameJob, sameStart } from "./job";
import { noSignal } from "./offline";
import {
  type Backend,
  type CommittedGalleries,
  JobRefused,
  type Published,
  publishJob,
  readBackend,
  sendKey,
} from "./publish";
import { words } from "./words";

export type SendState =
  | { state: "ready" }
  | { state: "sending" }
  /**
   * Waiting on the phone for signal, to be sent by itself (docs/decisions/122): by the page's
   * worker, even with the page closed, when `background` (docs/decisions/153).
   */
  | { state: "queued"; background?: boolean }
  /** With the line that asks for it, when a send found the sign-in wanting. */
  | { state: "sign-in"; line?: string }
  | { state: "failed"; line: string }
  /** The owner stopped the send: the job is kept, and goes when sent again. */
  | { state: "stopped" }
  | { state: "refused"; problems: Problem[] };

/** The one line for a failed send; the draft stays on the phone whatever it says. */
export function failedLine(error: unknown): string {
  if (error instanceof PublishFailure) return words.failures[error.kind];
  if (error instanceof SignInFailure) return words.signInFailures[error.kind];
  if (import.meta.env.DEV && error instanceof LocalBackendFailed) return words.notSent(error.message);
  // The browser's own words for a lost connection ("Failed to fetch", "Load failed") are never shown.
  if (error instanceof TypeError || error instanceof NoAnswer) return words.failures.network;
  return words.notSent(error instanceof Error ? error.message : String(error));
}

/** The waits between a queued job's tries while the page is open: backing off to 30 s, so it goes within a minute of the connection coming back. */
const retryDelays = [5_000, 10_000, 20_000, 30_000];

/**
 * A queued job goes by itself: at once when the page opens with it (if the phone has signal), then
 * on a backing-off timer while the page is open, and at once when the phone's signal comes back or
 * the page is shown again.
 */
function useSendOnSignal(queued: boolean, start: () => Promise<void>) {
  const tries = useRef(0);
  useEffect(() => {
    if (!queued) return;
    const sendNow = () => void start();
    const whenShown = () => {
      if (document.visibilityState === "visible") sendNow();
    };
    // A send still under way when the job was queued makes this one a no-op: the timer tries again.
    if (tries.current === 0 && !noSignal()) sendNow();
    const timer = setTimeout(sendNow, retryDelays[Math.min(tries.current, retryDelays.length - 1)]);
    tries.current += 1;
    // Listeners of its own, not app/lib/next-chance.ts's: shared with the quote form, that module
    // became a chunk the job page loaded besides (219 B gzipped), and its one chance would outlive
    // this effect, which tries at every chance while it lasts.
    window.addEventListener("online", sendNow);
    document.addEventListener("visibilitychange", whenShown);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("online", sendNow);
      document.removeEventListener("visibilitychange", whenShown);
    };
  }, [queued, start]);
}

/** Whether a send failed for want of an answer (no connection, a timeout, a server failing for now): it waits and goes again. */
const waitsForAnswer = (error: unknown) =>
  error instanceof TypeError || (error instanceof PublishFailure && error.kind === "network");

/**
 * One send at a time: the signal coming back and a tap on Send never send the job twice at once,
 * and neither does the page's worker (docs/decisions/153), which may have sent it meanwhile.
 */
function useOneSend(
  content: ContentSnapshot | undefined,
  attempt: (content: ContentSnapshot, token?: string) => Promise<void>,
  draft: JobDraft,
  takeUp: (draft: JobDraft) => void,
) {
  const sendingNow = useRef(false);
  return useCallback(
    async (token?: string) => {
      if (!content || sendingNow.current) return;
      sendingNow.current = true;
      try {
        await oneSendAtATime(async () => {
          const kept = await readDraft<JobDraft>();
          // Sent by the worker meanwhile; another tab's job published is not this one.
          if (kept?.published && !draft.published && sameStart(kept, draft)) return takeUp(kept);
          await attempt(content, token);
        });
      } finally {
        sendingNow.current = false;
      }
    },
    [attempt, content, draft, takeUp],
  );
}

type SendHooks = {
  /** Keeps the draft with its photos' names before the send, so a repeat finds them. */
  keepNow: (draft: JobDraft) => Promise<boolean>;
  /** The job as the phone keeps it, taken up as it is (sent by the page's worker meanwhile). */
  takeUp: (draft: JobDraft) => void;
  onPublished: (published: Published & { at: number }) => Promise<unknown>;
  /** The galleries file as the send left it on the branch, for the next job to be made from. */
  onCommitted: (committed: CommittedGalleries) => void;
};

/**
 * Sending the job and what came of it. GitHub's sign-in is the site editor's: a token it holds is
 * used, and a refused one asks for sign-in again, the job kept meanwhile.
 */
export function useSendJob(
  draft: JobDraft,
  content: ContentSnapshot | undefined,
  { keepNow, takeUp, onPublished, onCommitted }: SendHooks,
) {
  const [send, setSend] = useState<SendState>({ state: "ready" });
  const [backend, setBackend] = useState<Backend>();

  useEffect(() => inTaskOfItsOwn(() => void readBackend().then(setBackend, () => undefined)), []);

  // What a send said of the job as it was is stale once the job changes (set while drawing, as
  // React has state follow a prop: the step never shows the old line beside the changed job). The
  // names and the queue a send notes on the job are not a change to it.
  const [said, setSaid] = useState(draft);
  if (said !== draft) {
    setSaid(draft);
    if ((send.state === "refused" || send.state === "failed") && !sameJob(said, draft)) setSend({ state: "ready" });
  }

  const currentSend = useRef<AbortController>(undefined);
  const attempt = useCallback(
    async (content: ContentSnapshot, token?: string) => {
      const cancel = new AbortController();
      currentSend.current = cancel;
      setSend({ state: "sending" });
      // The names are fixed before anything is sent: a job queued, sent again or sent after a lost
      // answer is found listed rather than added twice.
      const sending = {
        ...draft,
        sentFiles: photoFiles(draft, content.images),
        queued: undefined,
        prepared: undefined,
      };
      const queue = async () => {
        const prepared = await prepareBackgroundSend(backend, sending, content);
        if (!(await keepNow({ ...sending, queued: true, prepared })))
          return setSend({ state: "failed", line: words.namesNotKept });
        setSend({ state: "queued" });
      };
      if (noSignal()) return queue();
      try {
        const target = backend ?? (await readBackend());
        const key = await sendKey(target, token, cancel.signal);
        if (key === undefined) return setSend({ state: "sign-in" });
        // Without the names kept, a reload after a lost answer could not find the job listed, and would send it twice.
        if (!(await keepNow(sending))) return setSend({ state: "failed", line: words.namesNotKept });
        try {
          const { published, committed } = await publishJob(target, sending, content, key, cancel.signal);
          onCommitted(committed);
          await onPublished({ ...published, at: Date.now() });
          setSend({ state: "ready" });
        } catch (error) {
          if (error instanceof JobRefused) return setSend({ state: "refused", problems: error.problems });
          throw error;
        }
      } catch (error) {
        if (cancel.signal.aborted) return setSend({ state: "stopped" });
        // The signal went while sending, or no answer came: the job waits and goes by itself.
        if (noSignal() || waitsForAnswer(error)) return queue();
        if (error instanceof PublishFailure && error.kind === "name-taken") {
          // Another job's photo took a name since this one's were drawn: nothing was written, so
          // the job draws new ones and goes again at the owner's tap, photos and words as they are.
          await keepNow({ ...sending, tag: randomTag(), sentFiles: undefined });
          return setSend({ state: "failed", line: failedLine(error) });
        }
        if (error instanceof PublishFailure && error.kind === "sign-in") return setSend({ state: "sign-in" });
        // Another account's sign-in sees no such repository: signing in as the owner cures it.
        if (error instanceof PublishFailure && error.kind === "not-found")
          return setSend({ state: "sign-in", line: failedLine(error) });
        setSend({ state: "failed", line: failedLine(error) });
      }
    },
    [backend, draft, keepNow, onPublished, onCommitted],
  );

  const start = useOneSend(content, attempt, draft, takeUp);

  const queued = draft.queued === true;
  useSendOnSignal(queued && content !== undefined, start);

  const signInAndSend = useCallback(async () => {
    // The passkey sign-in is a page of its own; the job waits on this phone and the page comes back.
    if (backend?.kind === "gateway") return location.assign(signInAddress(location.pathname));
    if (backend?.kind !== "github") return;
    try {
      await start(await signIn(backend.signIn));
    } catch (error) {
      setSend({ state: "failed", line: failedLine(error) });
    }
  }, [backend, start]);

  // A job kept queued says so from the moment the page has it, a reload with no signal too, and
  // whether its worker sends it with the page closed as the job is now.
  const shown: SendState =
    (queued && send.state === "ready") || send.state === "queued"
      ? { state: "queued", background: draft.prepared !== undefined }
      : send;
  // The owner stops a send that takes too long: every request of it ends at once.
  const cancel = useCallback(() => currentSend.current?.abort(), []);
  return { send: shown, backend, start, signInAndSend, cancel };
}
