import { cpSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { run } from "./project-copy";

const root = fileURLToPath(new URL("../..", import.meta.url));
/**
 * A second build of the site, made as an owner configures the webhook (`VITE_QUOTE_WEBHOOK_URL`
 * set when building), beside the shared `build/` the other specs serve. It holds a copy of
 * `server/` (with the `host-config/` header rules it reads) so the site's own server, which serves
 * the `build/client` next to it, serves this one.
 * Inside the project, so the copied server finds the project's packages.
 */
const site = path.join(root, "node_modules/.cache/site-build-webhook");
const client = path.join(site, "build/client");
const settingFile = path.join(site, "webhook-url.txt");

/**
 * Builds the site with the webhook set, unless the last such build had the same webhook and is
 * newer than the shared build (which `npm test -- e2e` rebuilds whenever a source changes).
 */
async function buildWithWebhook(webhookUrl: string): Promise<void> {
  const shared = path.join(root, "build/client/_headers");
  const stamp = path.join(client, "_headers");
  const fresh =
    existsSync(stamp) &&
    existsSync(settingFile) &&
    readFileSync(settingFile, "utf8") === webhookUrl &&
    (!existsSync(shared) || statSync(stamp).mtimeMs >= statSync(shared).mtimeMs);
  if (fresh) return;
  rmSync(site, { recursive: true, force: true });
  // As `npm run build` runs its steps, in production mode whatever the test runner set.
  const settings: NodeJS.ProcessEnv = {
    ...process.env,
    SITE_BUILD_DIR: path.join(site, "build"),
    SITE_BUILD_QUIET: "1",
    VITE_QUOTE_WEBHOOK_URL: webhookUrl,
  };
  delete settings.NODE_ENV;
  await run(root, path.join(root, "node_modules/.bin/react-router"), ["build", "--logLevel", "warn"], settings);
  await run(root, process.execPath, [path.join(root, "scripts/postbuild.mjs")], settings);
  for (const folder of ["server", "host-config"]) {
    cpSync(path.join(root, folder), path.join(site, folder), { recursive: true });
  }
  writeFileSync(settingFile, webhookUrl);
}

/** Serves the webhook build on a free port with the site's own server; resolves with its origin and a stop. */
export async function serveWebhookBuild(webhookUrl: string): Promise<{ origin: string; close: () => Promise<void> }> {
  await buildWithWebhook(webhookUrl);
  const { startServer } = (await import(pathToFileURL(path.join(site, "server/serve.mjs")).href)) as {
    startServer: (options: { port: number; host: string }) => Promise<Server>;
  };
  const server = await startServer({ port: 0, host: "localhost" });
  const address = server.address();
  if (!address || typeof address !== "object") throw new Error("the webhook build's server has no port");
  return {
    origin: `http://localhost:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
