// @ts-check
import { startServer } from "../server/serve.mjs";

import { buildIfStale } from "./build-if-stale.mjs";

buildIfStale();
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";
await startServer({ port, host });
console.log(`Serving the production build at http://${host}:${port}`);
