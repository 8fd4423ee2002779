// Cloudflare Pages Function for /api/quote: the quote request, answered by the function the build
// bundled with its content (quote-function.vite.config.ts), with the project's variables as its
// settings. Pages bundles the functions after the build command, so the module is there.
/** @param {{ request: Request, env: Record<string, string | undefined> }} context */
export const onRequest = async ({ request, env }) => {
  const { answerQuoteSubmission } = await import("../../build/functions/quote-submission.mjs");
  return answerQuoteSubmission(request, env);
};
