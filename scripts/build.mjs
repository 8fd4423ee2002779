// @ts-check
/**
 * `npm run build`: checks the content, prerenders the site, finishes it (postbuild.mjs) and only
 * then puts it in `build/`: a failed step leaves the previous build as it was. The content is read
 * and checked once: the check keeps what it checked in a snapshot, which every later step reads
 * (docs/decisions/088). Prints a short
 * summary instead of the bundler's file table; `--verbose` shows everything.
 * `--production` (or a host's own build) refuses the sample business details.
 */
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { hostBuilding, productionBuildBy } from "../app/content/sample-details.mjs";
import { checkedContentVariable, loadSiteContent } from "./content-module.mjs";

import { loadBusinessFacts, samplePrivacyCheck, sampleIdentityCheck, sampleSignInCheck } from "./sample-identity.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
// Taken before anything loads Vite in this process: loading a module through Vite sets NODE_ENV
// to "development", and a build started with that bundles React's development build.
const startEnv = { ...process.env };
const verbose = process.argv.includes("--verbose");
const started = performance.now();

/** Runs one step; on failure prints one line naming it and exits with its status. */
function run(/** @type {string} */ label, /** @type {string} */ command, /** @type {string[]} */ args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...startEnv, ...env } });
  if (result.status !== 0) {
    console.error(`Build failed in ${label}; the previous build in build/ is unchanged.`);
    process.exit(result.status ?? 1);
  }
}

const cache = path.join(root, "node_modules/.cache");
const next = path.join(cache, "site-build");
const previous = path.join(cache, "site-build-previous");
// Beside the build, not in it: React Router empties its build directory before it writes.
const checkedContent = path.join(cache, "site-build-content.json");
rmSync(checkedContent, { force: true });
run("the content check", process.execPath, [
  path.join(root, "scripts/check-content.mjs"),
  "--snapshot",
  checkedContent,
]);
process.env[checkedContentVariable] = checkedContent;

// The business facts come from the snapshot, so only once the check has passed.
const productionBy = productionBuildBy(process.env, process.argv);
const samples = [
  sampleIdentityCheck(await loadBusinessFacts(), productionBy),
  sampleSignInCheck(productionBy),
  samplePrivacyCheck((await loadSiteContent()).pages.privacy),
];
for (const { stop, line } of samples) if (line) (stop ? console.error : console.log)(line);
if (samples.some(({ stop }) => stop)) process.exit(1);

rmSync(next, { recursive: true, force: true });
// A production build says so to its steps: the site editor it writes refuses sample details too.
const env = {
  SITE_BUILD_DIR: next,
  [checkedContentVariable]: checkedContent,
  ...(productionBy ? { SITE_PRODUCTION: "1" } : {}),
  ...(verbose ? {} : { SITE_BUILD_QUIET: "1" }),
};
run(
  "react-router build",
  path.join(root, "node_modules/.bin/react-router"),
  ["build", ...(verbose ? [] : ["--logLevel", "warn"])],
  env,
);
run("postbuild", process.execPath, [path.join(root, "scripts/postbuild.mjs")], env);
// The quote request's function, with the content just checked (quote-function.vite.config.ts).
run(
  "the quote function",
  path.join(root, "node_modules/.bin/vite"),
  ["build", "--config", path.join(root, "quote-function.vite.config.ts")],
  env,
);

const build = path.join(root, "build");
rmSync(previous, { recursive: true, force: true });
if (existsSync(build)) renameSync(build, previous);
renameSync(next, build);
rmSync(previous, { recursive: true, force: true });

// Vercel serves what a build leaves in .vercel/output (its Build Output API); see host-config/vercel-config.mjs.
if (hostBuilding(process.env) === "Vercel") {
  const output = path.join(root, ".vercel/output");
  rmSync(output, { recursive: true, force: true });
  mkdirSync(output, { recursive: true });
  cpSync(path.join(build, "client"), path.join(output, "static"), { recursive: true });
  writeFileSync(path.join(output, "config.json"), readFileSync(path.join(build, "vercel/config.json")));
  // Bundled only here: other hosts run the functions from the repository as they are.
  const { writeVercelFunctions } = await import("../host-config/vercel-function.mjs");
  await writeVercelFunctions(output);
}

/** @param {string} dir @returns {string[]} */
const listFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
const files = listFiles(path.join(build, "client")).filter((file) => !/\.(br|gz)$/.test(file));
const pages = files.filter((file) => file.endsWith(".html") && !file.endsWith(`${path.sep}404.html`)).length;
const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Built ${pages} pages and ${files.length - pages} other files (${(bytes / 1024 / 1024).toFixed(1)} MB) into build/client in ${seconds} s.`,
);
