// @ts-check
/**
 * Where this machine's nginx is, for everything that runs it (`npm run start:nginx`, the
 * configuration tests): Debian's nginx and its brotli module, installed with apt-get when missing
 * and the process runs as root; otherwise an error saying how to install them.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const brotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const packages = ["nginx-light", "libnginx-mod-http-brotli-static"];

/** @param {string} command */
function onPath(command) {
  const result = spawnSync("sh", ["-c", `command -v ${command}`], { encoding: "utf8" });
  const found = result.stdout.trim();
  if (result.status === 0 && found) return found;
  // Debian puts nginx in /usr/sbin, which a normal user's PATH may lack.
  return existsSync(`/usr/sbin/${command}`) ? `/usr/sbin/${command}` : undefined;
}

export const startedByRoot = process.getuid?.() === 0;

/** nginx with the brotli module, installed with apt-get when missing and possible. */
export function resolveNginx() {
  let nginx = onPath("nginx");
  if (nginx && existsSync(brotliModule)) return nginx;
  if (startedByRoot && onPath("apt-get")) {
    console.log(`nginx is missing: installing Debian's ${packages.join(" and ")} with apt-get...`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...packages], {
      stdio: "inherit",
      env,
    });
    nginx = onPath("nginx");
  }
  if (nginx) return nginx;
  throw new Error(
    [
      "Serving with nginx needs nginx and its brotli module, and neither was found.",
      `  - Debian/Ubuntu: sudo apt-get install -y ${packages.join(" ")}`,
      "  - or run the site's own server instead: npm start",
    ].join("\n"),
  );
}
