/**
 * The owner's passkey sign-in, for the job page: the site's own function holds the GitHub App's
 * token and passes the page's requests on (server/owner-access/). The page signs in on the
 * function's own page, a full-page visit (no popup, so it works in a home-screen app), and
 * sends the gateway the token of its session, which is worth nothing without the session's
 * cookie. Why: docs/decisions/114-owner-signs-in-with-a-passkey.md.
 */

import { PublishFailure } from "./github-commit";
import { fetchWithin, NoAnswer, requestLimits } from "./timed-fetch";

/** The gateway's root: GitHub's API for this one repository. */
export const gatewayRoot = "/api/git/github";

/**
 * The session's gateway token, or undefined when this browser is not signed in. No answer within
 * its limit, or a function that fails for now, is a PublishFailure "network": a wait, not a refusal.
 */
export async function gatewaySessionToken(
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  cancel?: AbortSignal,
) {
  let answer: Response;
  try {
    answer = await fetchWithin(
      fetchImpl,
      requestLimits.small,
      cancel,
    )("/api/owner/session", {
      cache: "no-store",
      credentials: "same-origin",
    });
  } catch (error) {
    if (error instanceof TypeError || error instanceof NoAnswer)
      throw new PublishFailure("network", undefined, error.message);
    throw error;
  }
  if (answer.status === 401) return undefined;
  if (answer.status >= 500 && answer.status !== 503) throw new PublishFailure("network", answer.status);
  const body = (await answer.json().catch(() => ({}))) as { token?: unknown; message?: unknown };
  if (!answer.ok)
    throw new Error(typeof body.message === "string" ? body.message : `the sign-in answered ${answer.status}`);
  return typeof body.token === "string" ? body.token : undefined;
}

/** The sign-in page, coming back to `returnTo` (one of the owner's pages) once signed in. */
export function signInAddress(returnTo: string): string {
  return `/api/owner/sign-in?return=${encodeURIComponent(returnTo)}`;
}

/** The function's page listing the devices that sign in, where one is added or removed. */
export const devicesAddress = "/api/owner/your-devices";
