// @ts-check
/**
 * The quote request without JavaScript on Vercel: bundled by `npm run build` on Vercel
 * (host-config/vercel-function.mjs) into `.vercel/output/functions/api/quote.func`, from the
 * function the build bundled with its content (quote-function.vite.config.ts).
 */
import { answerNodeRequest } from "./node-request.mjs";

/** @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res */
export default async (req, res) => {
  const { answerQuoteSubmission } = await import("../build/functions/quote-submission.mjs");
  await answerNodeRequest(answerQuoteSubmission, req, res);
};
