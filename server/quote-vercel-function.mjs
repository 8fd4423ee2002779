/**
 * The quote request without JavaScript on Vercel: bundled by `npm run build` on Vercel
 * (host-config/vercel-function.mjs) into `.vercel/output/functions/api/quote.func`, from the
 * function the build bundled with its content (quote-function.vite.config.ts). Not type-checked,
 * like the Cloudflare and Netlify adapters: the module it imports exists only once the site is
 * built, and the import stays literal so the function's bundler takes it in.
 */
import { answerNodeRequest } from "./node-request.mjs";

/** @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res */
export default async (req, res) => {
  const { answerQuoteSubmission } = await import("../build/functions/quote-submission.mjs");
  await answerNodeRequest((request) => answerQuoteSubmission(request, process.env), req, res);
};
