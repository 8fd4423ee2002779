// @ts-check
/**
 * Builds the site when `build/client` is missing or older than any file it is made from,
 * so `npm start` and the browser tests never serve a stale build.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const stampFile = path.join(projectRoot, "build/client/_headers");
/** Everything a build reads: code, content, assets, configuration, and the `.env` files Vite loads. */
const inputs = [
  "app",
  "content",
  "editor",
  "host-config",
  "public",
  "scripts",
  "server",
  "package.json",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "quote-function.vite.config.ts",
  "tsconfig.json",
  ".env",
  ".env.local",
  ".env.production",
  ".env.production.local",
  "vendor",
];

/** Build settings that come from the environment: a build made without them is stale once they are set. */
const settingsFile = path.join(projectRoot, "build/settings.json");
export function buildSettings(env = process.env) {
  return Object.fromEntries(
    Object.entries(env)
      .filter(([name]) => name.startsWith("VITE_"))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** @param {string} target @returns {number} */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) =>
      name.endsWith(".test.ts") || name.endsWith(".test.tsx")
        ? newest
        : Math.max(newest, newestMtime(path.join(target, name))),
    stat.mtimeMs,
  );
}

function buildIsStale() {
  if (!existsSync(stampFile) || !existsSync(settingsFile)) return true;
  if (readFileSync(settingsFile, "utf8") !== JSON.stringify(buildSettings())) return true;
  const built = statSync(stampFile).mtimeMs;
  return inputs.some((input) => newestMtime(path.join(projectRoot, input)) > built);
}

/** @returns {boolean} Whether it built. */
export function buildIfStale() {
  if (!buildIsStale()) {
    console.log("Build is up to date.");
    return false;
  }
  console.log("Building the site...");
  const result = spawnSync("npm", ["run", "--silent", "build"], { cwd: projectRoot, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  buildIfStale();
}
