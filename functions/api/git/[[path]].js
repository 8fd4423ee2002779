// Cloudflare Pages Function for /api/git/...: the gateway to GitHub (server/owner-access/gateway.mjs).
import { handleOwnerRequest } from "../../../server/owner-access/owner-access.mjs";

/** @param {{ request: Request, env: Record<string, string> }} context */
export const onRequest = ({ request, env }) => handleOwnerRequest(request, env);
