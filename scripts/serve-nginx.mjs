// @ts-check
/**
 * `npm run start:nginx`: serves `build/client` with real nginx and the configuration the build
 * generated (`build/nginx/site.conf`), on `PORT` (3000) as an unprivileged process: pid, logs
 * and temp files in a temporary directory. Installs Debian's nginx when it is missing and this
 * runs as root; otherwise says how to.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { mainConfig } from "../host-config/nginx-config.mjs";

import { buildIfStale } from "./build-if-stale.mjs";
import { brotliModule, resolveNginx, startedByRoot } from "./nginx-binary.mjs";
import { ensurePortFree } from "./port.mjs";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
/**
 * Starts nginx for the build in the foreground; resolves with the child process once it runs.
 * @param {{ port: number, host: string }} options
 */
function startNginx({ port, host }) {
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
      brotliModule: existsSync(brotliModule) ? brotliModule : undefined,
      user: startedByRoot ? "root" : undefined,
    }),
  );
  const child = spawn(nginx, ["-p", runtimeDir, "-c", config, "-g", "daemon off;", "-e", "stderr"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const cleanUp = () => rmSync(runtimeDir, { recursive: true, force: true });
  child.on("exit", cleanUp);
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
    process.on(signal, () => {
      child.kill("SIGTERM");
      child.once("exit", () => process.exit(0));
    });
  }
  return { child, runtimeDir, config: readFileSync(config, "utf8") };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? "localhost";
  await ensurePortFree(port, host === "localhost" ? "127.0.0.1" : host, "npm run start:nginx");
  buildIfStale();
  const { child } = startNginx({ port, host });
  child.on("exit", (code) => {
    if (code) console.error(`nginx stopped with status ${code}.`);
    process.exit(code ?? 0);
  });
  console.log(`Serving build/client with nginx at http://${host}:${port} (Ctrl+C stops it)`);
}
