// @ts-check
/**
 * The site's functions alone, for a server whose static files nginx serves: the container and
 * `npm run start:nginx` pass `/api/` here (host-config/nginx-config.mjs). It listens on the
 * loopback address only; nginx is the one door.
 */
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { answerFunction } from "./functions.mjs";
import { functionsPrefix } from "./site-serving.mjs";

/**
 * @param {{ port: number, host?: string }} options port 0 picks a free one
 * @returns {Promise<http.Server>}
 */
export function startFunctionsServer({ port, host = "127.0.0.1" }) {
  const server = http.createServer((req, res) => {
    if (answerFunction(req, res)) return;
    res.writeHead(404, { "Content-Type": "application/json", "Cache-Control": "no-store" });
    res.end('{"message":"No function answers this path."}');
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** @param {http.Server} server */
export const portOf = (server) => /** @type {import("node:net").AddressInfo} */ (server.address()).port;

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const port = Number(process.env.FUNCTIONS_PORT ?? 8081);
  await startFunctionsServer({ port });
  console.log(`The site's functions answer at http://127.0.0.1:${port}${functionsPrefix}`);
}
