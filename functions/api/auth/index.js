// Cloudflare Pages Function at /api/auth: the site editor's GitHub sign-in starts here.
// Needs the secrets GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET (README, "Editing the site").
import { authorizeRedirect } from "../../../server/github-oauth.mjs";

/** @param {{ request: Request, env: Record<string, string> }} context */
export function onRequestGet({ request, env }) {
  return authorizeRedirect({ requestUrl: request.url, clientId: env.GITHUB_CLIENT_ID, state: crypto.randomUUID() });
}
