// @ts-check
/**
 * The Chromium that the browser tests (playwright.config.ts) and the benchmark (bench.mjs)
 * drive, and how they start it. It is Debian's Chromium: Playwright's own browser downloads
 * cannot be fetched on the build machines (docs/decisions/002).
 */
import { execFileSync } from "node:child_process";
import { accessSync, constants, statSync } from "node:fs";
import path from "node:path";

/** For a headless Chromium on a machine with no network but loopback. */
export const chromiumArgs = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const commands = ["chromium", "chromium-browser"];
// Where Debian's and Ubuntu's packages put it, for a PATH without /usr/bin (cron, some CI runners).
const packagePaths = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

/**
 * What the lookup asks of the machine it runs on.
 * @typedef {object} Machine
 * @property {Record<string, string | undefined>} env
 * @property {(file: string) => boolean} isExecutable
 * @property {() => boolean} isRoot
 * @property {() => void} installChromium
 * @property {(line: string) => void} log
 */

/** @type {Machine} */
const thisMachine = {
  env: process.env,
  isExecutable(file) {
    try {
      accessSync(file, constants.X_OK);
      return statSync(file).isFile();
    } catch {
      return false;
    }
  },
  isRoot: () => process.getuid?.() === 0,
  installChromium() {
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
  },
  log: (line) => console.log(line),
};

/**
 * The Chromium binary to launch: `CHROMIUM_PATH` when set, else `chromium` (or
 * `chromium-browser`) on the PATH or where Debian's package puts it, else Debian's package
 * installed with apt-get when running as root.
 * @param {Partial<Machine>} [machine]  The machine to look on: this one unless told otherwise.
 * @returns {string}
 */
export function findChromium(machine = {}) {
  const { env, isExecutable, isRoot, installChromium, log } = { ...thisMachine, ...machine };
  const chosen = env.CHROMIUM_PATH;
  if (chosen) {
    // A wrong path set on purpose is a mistake to report, not a reason to launch another browser.
    if (!isExecutable(chosen)) throw new Error(`CHROMIUM_PATH is set to ${chosen}, but no executable file is there.`);
    return chosen;
  }
  const directories = (env.PATH ?? "").split(path.delimiter).filter(Boolean);
  const onPath = (/** @type {string} */ command) =>
    directories.map((directory) => path.join(directory, command)).find(isExecutable);
  const installed = () => commands.map(onPath).find(Boolean) ?? packagePaths.find(isExecutable);

  const found = installed();
  if (found) return found;
  if (isRoot() && onPath("apt-get")) {
    log("Chromium is missing: installing Debian's chromium package with apt-get...");
    installChromium();
    const now = installed();
    if (now) return now;
  }
  throw new Error(
    "No Chromium found: install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.",
  );
}
