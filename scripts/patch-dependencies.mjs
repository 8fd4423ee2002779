// @ts-check
/**
 * Runs after `npm install`: applies the few fixes a dependency has upstream but not yet in the
 * version this site uses, each pinned to that version so an upgrade makes it stop with a note
 * to drop it (docs/decisions/054).
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * @typedef {{ pkg: string, version: string, why: string, files: string[], from: string, to: string }} Patch
 * @type {Patch[]}
 */
export const patches = [
  {
    pkg: "@react-router/dev",
    version: "7.18.4",
    // React Router 8 passes `envDir: false` itself; 7.x still passes Vite 8 the
    // deprecated option, and Vite warns once per internal server: nine times a build.
    why: "Vite 8 deprecates `envFile: false` for `envDir: false` (same meaning since Vite 6.3)",
    files: ["dist/vite.js", "dist/cli/index.js", "dist/vite/cloudflare.js"],
    from: "envFile: false",
    to: "envDir: false",
  },
];

/** @param {Patch} patch @param {string} base */
export function applyPatch(patch, base) {
  const dir = `${base}/node_modules/${patch.pkg}`;
  if (!existsSync(dir)) return "absent";
  const version = JSON.parse(readFileSync(`${dir}/package.json`, "utf8")).version;
  if (version !== patch.version)
    throw new Error(
      `patch-dependencies: ${patch.pkg} is ${version}, the patch was for ${patch.version} (${patch.why}): check whether it is still needed and update or remove it in scripts/patch-dependencies.mjs.`,
    );
  let changed = 0;
  for (const file of patch.files) {
    const text = readFileSync(`${dir}/${file}`, "utf8");
    if (!text.includes(patch.from)) {
      if (text.includes(patch.to)) continue;
      throw new Error(`patch-dependencies: ${patch.pkg}/${file} holds neither "${patch.from}" nor "${patch.to}".`);
    }
    // A new file, not a write through the old one: installs may hard-link files across checkouts.
    writeFileSync(`${dir}/${file}.patched`, text.replaceAll(patch.from, patch.to));
    renameSync(`${dir}/${file}.patched`, `${dir}/${file}`);
    changed += 1;
  }
  return changed ? "patched" : "already patched";
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const patch of patches) applyPatch(patch, root);
}
