import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export { chromiumArgs } from "../../scripts/chromium-flags.mjs";

function onPath(command: string): string | undefined {
  const result = spawnSync("sh", ["-c", `command -v ${command}`], { encoding: "utf8" });
  const found = result.stdout.trim();
  return result.status === 0 && found ? found : undefined;
}

/**
 * Debian's Chromium drives the browser tests (Playwright's own browser downloads are not
 * reachable here). Order: `CHROMIUM_PATH`, then `chromium` on PATH, then an apt install when
 * running as root; otherwise stop with instructions.
 */
export function resolveChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no file is there.`);
    return fromEnv;
  }
  const found = onPath("chromium") ?? onPath("chromium-browser");
  if (found) return found;

  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && onPath("apt-get")) {
    console.log("Chromium is missing: installing Debian's chromium package with apt-get...");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    const installed = onPath("chromium");
    if (installed) return installed;
  }
  throw new Error(
    [
      "The browser tests need Chromium and none was found.",
      "  - Debian/Ubuntu: sudo apt-get install -y chromium",
      "  - or point CHROMIUM_PATH at a Chromium or Chrome binary: CHROMIUM_PATH=/path/to/chrome npm test",
    ].join("\n"),
  );
}
