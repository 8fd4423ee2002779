// Cloudflare Pages Function for /api/owner/...: the owner's passkey sign-in (server/owner-access/).
// Its settings are the project's variables and secrets (docs/editing.md, "Signing in").
import { handleOwnerRequest } from "../../../server/owner-access/owner-access.mjs";

/** @param {{ request: Request, env: Record<string, string> }} context */
export const onRequest = ({ request, env }) => handleOwnerRequest(request, env);
