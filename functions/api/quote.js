// Cloudflare Pages Function for /api/quote: the quote request without JavaScript, answered by the
// function the build bundled with its content (quote-function.vite.config.ts). Pages bundles the
// functions after the build command, so the module is there.
/** @param {{ request: Request }} context */
export const onRequest = async ({ request }) => {
  const { answerQuoteSubmission } = await import("../../build/functions/quote-submission.mjs");
  return answerQuoteSubmission(request);
};
