// @ts-check
/**
 * The site's functions under Node's own server: the owner's sign-in and gateway
 * (server/owner-access/) and the quote request, each written once as
 * `(request, env) => Response`. `npm start` answers them beside the static files; behind nginx
 * (the container, `npm run start:nginx`) a functions-only server answers them and nginx passes
 * `/api/` to it.
 */
import { fileURLToPath } from "node:url";

import { answerNodeRequest } from "./node-request.mjs";
import { answerOwnerRequest, ownerAccessPaths } from "./owner-access/node-adapter.mjs";

/** Where the quote form posts (app/components/quote-form/quote-request.ts). */
const quoteSubmissionPath = "/api/quote";
const quoteFunction = fileURLToPath(new URL("../build/functions/quote-submission.mjs", import.meta.url));

/** @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res */
async function answerQuote(req, res) {
  /** @type {{ answerQuoteSubmission: (request: Request, env: NodeJS.ProcessEnv) => Promise<Response> }} */
  const { answerQuoteSubmission } = await import(quoteFunction);
  await answerNodeRequest((request) => answerQuoteSubmission(request, process.env), req, res);
}

/**
 * A failed function logs its reason and answers 500 with one line for the person waiting.
 * @param {import("node:http").ServerResponse} res @param {string} what @param {string} type @param {string} body
 */
const failure = (res, what, type, body) => (/** @type {unknown} */ error) => {
  console.error(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  if (!res.headersSent) res.writeHead(500, { "Content-Type": type });
  res.end(body);
};

/**
 * Answers the request when a function owns its path; false leaves it to the caller.
 * @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res
 * @returns {boolean}
 */
export function answerFunction(req, res) {
  const { pathname } = new URL(req.url ?? "/", "http://localhost");
  if (ownerAccessPaths.test(pathname)) {
    answerOwnerRequest(req, res).catch(
      failure(res, "Owner sign-in", "application/json", '{"message":"The sign-in failed on the server; see its log."}'),
    );
    return true;
  }
  if (pathname === quoteSubmissionPath) {
    answerQuote(req, res).catch(
      failure(
        res,
        "Quote request",
        "text/plain; charset=utf-8",
        "The quote request failed on the server; please call or email us.",
      ),
    );
    return true;
  }
  return false;
}
