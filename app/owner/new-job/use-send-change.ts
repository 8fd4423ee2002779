import { useEffect, useState } from "react";

import type { ContentSnapshot } from "~/content/check";
import { signInAddress } from "~/owner/publishing/gateway-session";
import { PublishFailure } from "~/owner/publishing/github-commit";
import { signIn } from "~/owner/publishing/github-sign-in";
import { inTaskOfItsOwn } from "~/lib/task-of-its-own";

import type { JobChange } from "./job-change";
import { JobMissing, publishChange } from "./publish-change";
import { type Backend, type CommittedGalleries, JobRefused, type Published, readBackend, sendKey } from "./publish";
import { jobsHash } from "./use-hash";
import { failedLine, type SendState } from "./use-send-job";
import { jobsWords } from "./your-jobs-words";

/**
 * Sending a change to a job, as a new job is sent (use-send-job.ts): the site editor's backend and
 * sign-in (the passkey session's key for the site's gateway, GitHub's token else), the build's
 * lines when it would refuse it, one line when it fails.
 */
export function useSendChange(
  content: ContentSnapshot,
  onPublished: (change: JobChange, done: Published & { at: number }, committed: CommittedGalleries) => void,
) {
  const [send, setSend] = useState<SendState>({ state: "ready" });
  const [backend, setBackend] = useState<Backend>();

  useEffect(() => inTaskOfItsOwn(() => void readBackend().then(setBackend, () => undefined)), []);

  const start = async (change: JobChange, token?: string) => {
    setSend({ state: "sending" });
    try {
      const target = backend ?? (await readBackend());
      const key = await sendKey(target, token);
      if (key === undefined) return setSend({ state: "sign-in" });
      const { published, committed } = await publishChange(target, change, content, key);
      setSend({ state: "ready" });
      onPublished(change, { ...published, at: Date.now() }, committed);
    } catch (error) {
      if (error instanceof JobRefused) return setSend({ state: "refused", problems: error.problems });
      if (error instanceof JobMissing) return setSend({ state: "failed", line: jobsWords.missing });
      if (error instanceof PublishFailure && error.kind === "sign-in") return setSend({ state: "sign-in" });
      setSend({ state: "failed", line: failedLine(error) });
    }
  };

  const signInAndSend = async (change: JobChange) => {
    try {
      const target = backend ?? (await readBackend());
      // The passkey sign-in is a page of its own: the change waits on this phone (use-kept-change.ts)
      // and the page comes back to the list, where it opens again.
      if (target.kind === "gateway") return location.assign(signInAddress(`${location.pathname}${jobsHash}`));
      if (target.kind === "github") await start(change, await signIn(target.signIn));
    } catch (error) {
      setSend({ state: "failed", line: failedLine(error) });
    }
  };

  return { send, backend, start, signInAndSend };
}
