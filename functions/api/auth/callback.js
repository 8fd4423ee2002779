// Cloudflare Pages Function at /api/auth/callback: GitHub returns the owner here after sign-in.
import { callbackResponse } from "../../../server/github-oauth.mjs";

/** @param {{ request: Request, env: Record<string, string> }} context */
export function onRequestGet({ request, env }) {
  return callbackResponse({
    request,
    clientId: env.GITHUB_CLIENT_ID,
    clientSecret: env.GITHUB_CLIENT_SECRET,
    nonce: crypto.randomUUID().replace(/-/g, ""),
  });
}
