// @ts-check
import { startServer } from "../server/serve.mjs";

import { buildIfStale } from "./build-if-stale.mjs";
import { ensurePortFree } from "./port.mjs";
import { loadBusinessFacts, sampleIdentityCheck } from "./sample-identity.mjs";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";
await ensurePortFree(port, host, "npm start");
// A build notes sample business details itself; an up-to-date one is noted here.
if (!buildIfStale()) {
  const { line } = sampleIdentityCheck(await loadBusinessFacts(), undefined);
  if (line) console.log(line);
}
await startServer({ port, host });
console.log(`Serving the production build at http://${host}:${port} (Ctrl+C stops it)`);
