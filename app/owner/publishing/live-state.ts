/**
 * Whether the live site carries a published change yet, from the site's `/content-version.json`
 * (each build's fingerprint of each content file's data, editor/build/content-version.mjs), as
 * the site editor tells it after Publish (editor/page/live-status.js).
 */

/** What `/content-version.json` holds; undefined when the site has none. */
export type LiveVersions = { builtAt: string; files: Record<string, string> } | undefined;

export type LiveState =
  | { state: "live"; builtAt: string }
  | { state: "waiting" }
  /** A build finished after the change and does not carry it, or none has for too long. */
  | { state: "not-live"; lastBuild?: string }
  | { state: "unknown" };

/** How long a change may take to go live before the owner is told to look at the host. */
export const giveUpAfterMs = 15 * 60_000;

export function liveState(
  live: LiveVersions,
  { file, expected, publishedAt, now }: { file: string; expected: string; publishedAt: number; now: number },
): LiveState {
  if (!live) return { state: "unknown" };
  if (live.files?.[file] === expected) return { state: "live", builtAt: live.builtAt };
  if (Date.parse(live.builtAt) > publishedAt || now - publishedAt > giveUpAfterMs)
    return { state: "not-live", lastBuild: live.builtAt };
  return { state: "waiting" };
}
