// @ts-check
/**
 * `npm run make -- encodings`: brings app/assets/encodings/ up to the site's pictures on purpose
 * (decision 117): runs the build with `SITE_ENCODINGS=renew`, which encodes every picture whose
 * encodings are missing (new photos, and every photo after a change of settings) with the build's
 * progress line, rewrites the index with the pictures in use and removes the encodings no
 * picture uses. `-- --all` first sets the folder aside, so that every photo is encoded again by
 * the installed encoder (after an upgrade of sharp); a failed run puts it back. Commit the folder
 * afterwards: hosts then build without encoding any of these photos.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { encodingsFolder, pruneEncodings, readIndex } from "./encodings.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const dir = path.join(root, encodingsFolder);
const aside = `${dir}.previous`;
const all = process.argv.includes("--all");
const started = performance.now();

if (all && existsSync(dir)) {
  rmSync(aside, { recursive: true, force: true });
  renameSync(dir, aside);
  console.log(
    `Encoding every picture again: the encodings before are kept in ${path.relative(root, aside)} until done.`,
  );
}
const build = spawnSync(process.execPath, [path.join(root, "scripts/build.mjs")], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, SITE_ENCODINGS: "renew" },
});
if (build.status !== 0) {
  if (all && existsSync(aside)) {
    rmSync(dir, { recursive: true, force: true });
    renameSync(aside, dir);
  }
  console.error(`Encoding stopped with the build; ${encodingsFolder}/ is as it was before.`);
  process.exit(build.status ?? 1);
}
rmSync(aside, { recursive: true, force: true });
const removed = pruneEncodings(dir);
const sources = Object.values(readIndex(dir).sources);
const files = readdirSync(dir);
const bytes = files.reduce((sum, name) => sum + statSync(path.join(dir, name)).size, 0);
console.log(
  `${encodingsFolder}/: ${sources.length} pictures, ${files.length - 1} encodings, ${(bytes / 1024 / 1024).toFixed(1)} MB (${removed} no longer used removed) in ${((performance.now() - started) / 1000).toFixed(0)} s; commit it.`,
);
