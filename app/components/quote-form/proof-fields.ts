/*
 * How the page and the site's function speak of the proof of work: apart from the page's sending
 * code, which starts a worker, so the function's build takes these alone.
 */

/** `GET /api/quote?challenge`: a proof-of-work challenge for the page to solve (quote-submission.ts). */
export const challengeParameter = "challenge";

/** The field of the page's post that holds the solved challenge. */
export const proofField = "proof";
