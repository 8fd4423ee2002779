import { useEffect, useState } from "react";

import { giveUpAfterMs, type LiveState, type LiveVersions, liveState } from "~/owner/publishing/live-state";

import { dataVersion } from "../../../editor/page/content-version.js";

/** How often the live site's build information is read again. */
const pollMs = 15_000;

async function liveVersions(): Promise<LiveVersions> {
  try {
    const response = await fetch("/content-version.json", { cache: "no-store" });
    return response.ok ? ((await response.json()) as LiveVersions) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * After a job is published, whether the live site carries it: read until a build has it, a build
 * without it has finished, or it has taken too long (owner/publishing/live-state.ts).
 */
export function useLiveStatus({ file, data, at }: { file: string; data: unknown; at: number }): LiveState {
  const [status, setStatus] = useState<LiveState>({ state: "waiting" });
  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout>;
    void dataVersion(data).then(async function check(expected: string) {
      const live = liveState(await liveVersions(), { file, expected, publishedAt: at, now: Date.now() });
      if (!current) return;
      setStatus(live);
      // A build without the job may be followed by one with it (a save from the editor in between).
      const stillComing = live.state === "waiting" || (live.state === "not-live" && Date.now() - at < giveUpAfterMs);
      if (stillComing) timer = setTimeout(() => void check(expected), pollMs);
    });
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [file, data, at]);
  return status;
}
