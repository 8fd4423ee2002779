// @ts-check
/**
 * Replaces the vendored Decap CMS build in `vendor/decap-cms/` with the prebuilt files of one
 * published `decap-cms` version, and writes their SHA-256 sums, which the build checks.
 *
 *   npm run make -- editor 3.16.3
 *
 * npm downloads the package and checks it against the registry's integrity hash; only its
 * browser files are kept (the main script, the chunks it loads on demand, the WebP encoder's
 * WebAssembly and the notices of the code it bundles), not the ~630 packages its `dependencies` would install.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { decapDirectory, verifiedDecapFiles } from "../editor/build/site-editor.mjs";

const version = process.argv[2];
if (!version || !/^\d+\.\d+\.\d+$/.test(version)) {
  console.error("usage: npm run make -- editor <decap-cms version, e.g. 3.16.3>");
  process.exit(1);
}

const work = mkdtempSync(path.join(tmpdir(), "decap-cms-"));
try {
  console.log(`Fetching decap-cms@${version} with npm...`);
  const [packed] = JSON.parse(
    execFileSync("npm", ["pack", `decap-cms@${version}`, "--json", "--pack-destination", work], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    }),
  );
  execFileSync("tar", ["-xzf", path.join(work, packed.filename), "-C", work]);
  const dist = path.join(work, "package", "dist");
  const keep = readdirSync(dist).filter(
    (name) => /^(\d+\.)?decap-cms\.js$/.test(name) || name.endsWith(".wasm") || name === "decap-cms.js.LICENSE.txt",
  );

  for (const name of readdirSync(decapDirectory)) {
    if (/\.(js|wasm)$/.test(name) || name.endsWith(".LICENSE.txt")) rmSync(path.join(decapDirectory, name));
  }
  for (const name of keep) copyFileSync(path.join(dist, name), path.join(decapDirectory, name));

  const sums = keep
    .filter((name) => !name.endsWith(".txt"))
    .sort()
    .map((name) => {
      const hash = createHash("sha256")
        .update(readFileSync(path.join(decapDirectory, name)))
        .digest("hex");
      return `${hash}  ${name}\n`;
    })
    .join("");
  writeFileSync(path.join(decapDirectory, "SHA256SUMS"), sums);
  writeFileSync(
    path.join(decapDirectory, "version.json"),
    `${JSON.stringify({ package: "decap-cms", version, integrity: packed.integrity }, null, 2)}\n`,
  );
  const files = verifiedDecapFiles();
  console.log(`vendor/decap-cms: decap-cms@${version}, ${files.length} files, SHA256SUMS written`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
