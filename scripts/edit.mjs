// @ts-check
/**
 * `npm run edit`: the site in development plus the local Decap server, so the owner edits in
 * the browser at /admin/ and the files in this folder change as they save; the site beside it
 * reloads with each change. Ctrl-C stops both.
 *
 *   PORT      the site's port (5173)
 *   CMS_PORT  the local Decap server's port (8081); it only listens on 127.0.0.1
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { localApiUrl } from "../editor/build/site-editor-dev.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const sitePort = Number(process.env.PORT ?? 5173);
const cmsPort = Number(process.env.CMS_PORT ?? 8081);
const apiUrl = localApiUrl(cmsPort);
const require = createRequire(import.meta.url);

/** @type {import("node:child_process").ChildProcess[]} */
const children = [];
let stopping = false;

/** @param {number} code */
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}

/**
 * @param {string} name
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @param {boolean} quiet  Keep the child's routine output out of the terminal (errors still show).
 */
function start(name, args, env, quiet = false) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", quiet ? "ignore" : "inherit", "inherit"],
  });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`edit: the ${name} stopped (${signal ?? `exit code ${code}`}); stopping the other one.`);
    stop(code || 1);
  });
  children.push(child);
  return child;
}

/** @param {string} url @param {RequestInit} [init] */
async function answers(url, init) {
  try {
    return (await fetch(url, init)).ok;
  } catch {
    return false;
  }
}

/**
 * @param {string} name @param {string} url @param {RequestInit | undefined} init
 * @param {number} seconds
 */
async function waitFor(name, url, init, seconds) {
  for (let waited = 0; !(await answers(url, init)); waited += 0.25) {
    if (stopping) process.exit();
    if (waited >= seconds) {
      console.error(`edit: the ${name} did not answer at ${url} within ${seconds} s`);
      stop(1);
      process.exit();
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

// MODE=fs writes the working copy's files; nothing is committed or pushed from here.
start(
  "local Decap server",
  [require.resolve("decap-server")],
  { PORT: String(cmsPort), BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: root, LOG_LEVEL: "warn" },
  true,
);
const info = { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"action":"info"}' };
await waitFor("local Decap server", apiUrl, info, 15);

// The command's file as the package names it (bin.js up to React Router 7, bin.cjs from 8).
const reactRouterPackage = require.resolve("@react-router/dev/package.json");
const reactRouterBin = path.join(
  path.dirname(reactRouterPackage),
  JSON.parse(readFileSync(reactRouterPackage, "utf8")).bin["react-router"],
);
start(
  "development server",
  [reactRouterBin, "dev", "--port", String(sitePort), "--strictPort"],
  { CMS_PORT: String(cmsPort) },
  true,
);
const origin = `http://localhost:${sitePort}`;
await waitFor("development server", `${origin}/admin/config.yml`, undefined, 120);
// The editor's own script (save checks, preview) is built as the server starts.
await waitFor("development server", `${origin}/admin/site-editor.js`, undefined, 120);
// Printed once both answer, so the first click on either address works.
console.log(
  [
    "",
    `  Site:         ${origin}/`,
    `  Site editor:  ${origin}/admin/`,
    "",
    "  Saving in the editor changes the files in this folder (content/ and app/assets/images/uploads/);",
    "  the site reloads with each save. Commit and push them to publish. Ctrl-C stops both servers.",
    "",
  ].join("\n"),
);
