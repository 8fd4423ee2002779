// @ts-check
import { startServer } from "../server/serve.mjs";

import { buildIfStale } from "./build-if-stale.mjs";
import { ensurePortFree } from "./port.mjs";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";
await ensurePortFree(port, host, "npm start");
buildIfStale();
await startServer({ port, host });
console.log(`Serving the production build at http://${host}:${port} (Ctrl+C stops it)`);
