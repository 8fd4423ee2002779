// @ts-check
/**
 * The owner's sign-in and gateway under the project's own Node server (`npm start`, the
 * container): a Node request becomes a Web Request for the shared handler, its Response is
 * written back. The host's settings come from the environment, as on every host.
 */
import { answerNodeRequest } from "../node-request.mjs";
import { largestGatewayBody } from "./gateway.mjs";
import { handleOwnerRequest } from "./owner-access.mjs";

/** The paths the handler answers; everything else is the static site's. */
export const ownerAccessPaths = /^\/api\/(?:owner|git)(?:\/|$)/;

/**
 * @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res
 * @param {Record<string, string | undefined>} [env]
 */
export const answerOwnerRequest = (req, res, env = process.env) =>
  // The gateway's bound is the largest; the handler holds the sign-in's own steps to less.
  answerNodeRequest(handleOwnerRequest, req, res, env, largestGatewayBody);
