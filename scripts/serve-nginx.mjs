// @ts-check
/**
 * `npm run start:nginx`: serves `build/client` with real nginx and the configuration the build
 * generated (`build/nginx/site.conf`), on `PORT` (3000) as an unprivileged process: pid, logs
 * and temp files in a temporary directory. The site's functions run beside it on a free loopback
 * port, as in the container. Installs Debian's nginx when it is missing and this
 * runs as root; otherwise says how to.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { mainConfig } from "../host-config/nginx-config.mjs";
import { portOf, startFunctionsServer } from "../server/functions-server.mjs";
import { runNginxBesideFunctions } from "../server/nginx-beside-functions.mjs";

import { buildIfStale } from "./build-if-stale.mjs";
import { brotliModule, resolveNginx, startedByRoot } from "./nginx-binary.mjs";
import { ensurePortFree } from "./port.mjs";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
/**
 * Starts the site's functions and nginx for the build in the foreground, as the container does;
 * resolves with nginx's process once it runs.
 * @param {{ port: number, host: string }} options
 */
async function startNginx({ port, host }) {
  const functions = await startFunctionsServer({ port: 0 });
  const nginx = resolveNginx();
  const runtimeDir = mkdtempSync(path.join(os.tmpdir(), "site-nginx-"));
  // Workers serve as whoever started the command, as they do for any other user: started by
  // root they would otherwise run as nobody, who cannot read a project inside a private
  // directory (mktemp's 0700). Local and loopback only; the container configuration names its user.
  const config = path.join(runtimeDir, "nginx.conf");
  writeFileSync(
    config,
    mainConfig({
      port,
      host: host === "localhost" ? "127.0.0.1" : host,
      root: path.join(projectRoot, "build/client"),
      siteInclude: path.join(projectRoot, "build/nginx/site.conf"),
      runtimeDir,
      functionsPort: portOf(functions),
      brotliModule: existsSync(brotliModule) ? brotliModule : undefined,
      user: startedByRoot ? "root" : undefined,
    }),
  );
  const child = runNginxBesideFunctions({
    nginx,
    args: ["-p", runtimeDir, "-c", config, "-g", "daemon off;", "-e", "stderr"],
    functions,
  });
  child.on("exit", () => rmSync(runtimeDir, { recursive: true, force: true }));
  return { child, runtimeDir, config: readFileSync(config, "utf8") };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? "localhost";
  await ensurePortFree(port, host === "localhost" ? "127.0.0.1" : host, "npm run start:nginx");
  buildIfStale();
  const { child } = await startNginx({ port, host });
  child.on("exit", (code, signal) => {
    if (code) console.error(`nginx stopped with status ${code}.`);
    process.exit(signal === "SIGTERM" ? 0 : (code ?? 0));
  });
  console.log(`Serving build/client with nginx at http://${host}:${port} (Ctrl+C stops it)`);
}
