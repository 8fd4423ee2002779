import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
/** Where every host's adapter imports the quote request's function from (quote-function.vite.config.ts). */
const builtFunction = path.join(root, "build", "functions", "quote-submission.mjs");

/**
 * The quote request's function as the build writes it, for tests of the hosts' adapters. A
 * checkout not built yet (a fresh clone runs the unit tests before the build) gets it here: built
 * into a folder of its own and moved into place in one step, so test files that ask at once never
 * read a half-written file nor empty each other's folder.
 */
export function ensureQuoteFunction(): void {
  if (existsSync(builtFunction)) return;
  mkdirSync(path.dirname(builtFunction), { recursive: true });
  const staging = mkdtempSync(path.join(root, "build", ".quote-function-"));
  try {
    execFileSync(
      path.join(root, "node_modules", ".bin", "vite"),
      ["build", "--config", path.join(root, "quote-function.vite.config.ts")],
      { cwd: root, env: { ...process.env, SITE_BUILD_DIR: staging }, stdio: "inherit" },
    );
    renameSync(path.join(staging, "functions", path.basename(builtFunction)), builtFunction);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
