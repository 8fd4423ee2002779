// @ts-check
/**
 * The owner's sign-in and gateway on Vercel. The site is deployed through Vercel's Build Output
 * API (host-config/vercel-config.mjs), which takes functions already built: `npm run build` on
 * Vercel bundles this adapter into `.vercel/output/functions/api/owner-access.func`, a Node
 * function Vercel calls with Node's own request and response, as the project's server does.
 */
import { answerOwnerRequest } from "./node-adapter.mjs";

/** @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res */
export default (req, res) => answerOwnerRequest(req, res);
