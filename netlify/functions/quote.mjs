// Netlify Function for /api/quote: the quote request, answered by the function the build bundled
// with its content (quote-function.vite.config.ts), with the site's environment variables as its
// settings. Netlify bundles the functions after the build command, so the module is there.

/** @param {Request} request */
export default async (request) => {
  const { answerQuoteSubmission } = await import("../../build/functions/quote-submission.mjs");
  return answerQuoteSubmission(request, process.env);
};

export const config = { path: "/api/quote" };
