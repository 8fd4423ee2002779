import { useCallback, useEffect, useState } from "react";

import type { ContentSnapshot } from "~/content/check";
import type { Problem } from "~/content/problem-line";
import { LocalBackendFailed } from "~/lib/job-publishing/local-backend";
import { PublishFailure } from "~/lib/job-publishing/github-commit";
import { gatewaySessionToken, signInAddress } from "~/lib/job-publishing/gateway-session";
import { SignInFailure, signIn, storedGitHubToken } from "~/lib/job-publishing/github-sign-in";

import { type JobDraft, photoFiles } from "./job";
import { type Backend, JobRefused, type Published, publishJob, readBackend } from "./publish";
import { words } from "./words";

export type SendState =
  | { state: "ready" }
  | { state: "sending" }
  /** With the line that asks for it, when a send found the sign-in wanting. */
  | { state: "sign-in"; line?: string }
  | { state: "failed"; line: string }
  | { state: "refused"; problems: Problem[] };

/** The one line for a failed send; the draft stays on the phone whatever it says. */
function failedLine(error: unknown): string {
  if (error instanceof PublishFailure) return words.failures[error.kind];
  if (error instanceof SignInFailure) return words.signInFailures[error.kind];
  if (error instanceof LocalBackendFailed) return words.notSent(error.message);
  return words.notSent(error instanceof Error ? error.message : String(error));
}

type SendHooks = {
  /** Keeps the draft with its photos' names before the send, so a repeat finds them. */
  keepNow: (draft: JobDraft) => Promise<boolean>;
  onPublished: (published: Published & { at: number }) => Promise<unknown>;
};

/**
 * Sending the job and what came of it. GitHub's sign-in is the site editor's: a token it holds is
 * used, and a refused one asks for sign-in again, the job kept meanwhile.
 */
export function useSendJob(draft: JobDraft, content: ContentSnapshot | undefined, { keepNow, onPublished }: SendHooks) {
  const [send, setSend] = useState<SendState>({ state: "ready" });
  const [backend, setBackend] = useState<Backend>();

  useEffect(() => {
    readBackend().then(setBackend, () => undefined);
  }, []);

  // What a send said of the job as it was is stale once the job changes (set while drawing, as
  // React has state follow a prop: the step never shows the old line beside the changed job).
  const [said, setSaid] = useState(draft);
  if (said !== draft) {
    setSaid(draft);
    if (send.state === "refused" || send.state === "failed") setSend({ state: "ready" });
  }

  const start = useCallback(
    async (token?: string) => {
      if (!content) return;
      setSend({ state: "sending" });
      try {
        const target = backend ?? (await readBackend());
        const key =
          target.kind === "github"
            ? (token ?? storedGitHubToken())
            : target.kind === "gateway"
              ? await gatewaySessionToken()
              : "";
        if (key === undefined) return setSend({ state: "sign-in" });
        const sending = { ...draft, sentFiles: photoFiles(draft, content.images) };
        // Without the names kept, a reload after a lost answer could not find the job listed, and would send it twice.
        if (!(await keepNow(sending))) return setSend({ state: "failed", line: words.namesNotKept });
        try {
          await onPublished({ ...(await publishJob(target, sending, content, key)), at: Date.now() });
          setSend({ state: "ready" });
        } catch (error) {
          if (error instanceof JobRefused) return setSend({ state: "refused", problems: error.problems });
          throw error;
        }
      } catch (error) {
        if (error instanceof PublishFailure && error.kind === "sign-in") return setSend({ state: "sign-in" });
        // Another account's sign-in sees no such repository: signing in as the owner cures it.
        if (error instanceof PublishFailure && error.kind === "not-found")
          return setSend({ state: "sign-in", line: failedLine(error) });
        setSend({ state: "failed", line: failedLine(error) });
      }
    },
    [backend, content, draft, keepNow, onPublished],
  );

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

  return { send, backend, start, signInAndSend };
}
