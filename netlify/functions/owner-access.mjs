// Netlify Function for /api/owner/... and /api/git/...: the owner's passkey sign-in and the
// gateway (server/owner-access/). Its settings are the site's environment variables.
import { handleOwnerRequest } from "../../server/owner-access/owner-access.mjs";

/** @param {Request} request */
export default (request) => handleOwnerRequest(request, process.env);

export const config = { path: ["/api/owner/*", "/api/git/*"] };
