import { useState } from "react";

import type { ContentSnapshot } from "~/content/check";
import { PublishFailure } from "~/lib/job-publishing/github-commit";
import { signIn, storedGitHubToken } from "~/lib/job-publishing/github-sign-in";

import type { JobChange } from "./job-change";
import { JobMissing, publishChange } from "./publish-change";
import { JobRefused, type Published, readBackend } from "./publish";
import { failedLine, type SendState } from "./use-send-job";
import { jobsWords } from "./your-jobs-words";

/**
 * Sending a change to a job, as a new job is sent (use-send-job.ts): the site editor's backend and
 * sign-in, the build's lines when it would refuse it, one line when it fails.
 */
export function useSendChange(
  content: ContentSnapshot,
  onPublished: (change: JobChange, done: Published & { at: number }) => void,
) {
  const [send, setSend] = useState<SendState>({ state: "ready" });

  const start = async (change: JobChange, token?: string) => {
    setSend({ state: "sending" });
    try {
      const backend = await readBackend();
      const key = backend.kind === "github" ? (token ?? storedGitHubToken()) : "";
      if (key === undefined) return setSend({ state: "sign-in" });
      const done = await publishChange(backend, change, content, key);
      setSend({ state: "ready" });
      onPublished(change, { ...done, at: Date.now() });
    } catch (error) {
      if (error instanceof JobRefused) return setSend({ state: "refused", problems: error.problems });
      if (error instanceof JobMissing) return setSend({ state: "failed", line: jobsWords.missing });
      if (error instanceof PublishFailure && error.kind === "sign-in") return setSend({ state: "sign-in" });
      setSend({ state: "failed", line: failedLine(error) });
    }
  };

  const signInAndSend = async (change: JobChange) => {
    try {
      const backend = await readBackend();
      if (backend.kind === "github") await start(change, await signIn(backend.signIn));
    } catch (error) {
      setSend({ state: "failed", line: failedLine(error) });
    }
  };

  return { send, start, signInAndSend };
}
