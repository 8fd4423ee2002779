// @ts-check
/**
 * Writes the site's functions (the owner's sign-in, the quote request without JavaScript) as
 * functions of Vercel's Build Output API: each one bundled module and the `.vc-config.json` that
 * tells Vercel how to run it (Node 22, Node's request and response). The routes that reach them
 * are in vercel-config.mjs.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { build } from "rolldown";

import { vercelFunctionPath, vercelQuotePath } from "./vercel-config.mjs";

/** Each function's path under `functions/` and the adapter bundled into it. */
const functions = [
  {
    at: vercelFunctionPath,
    entry: fileURLToPath(new URL("../server/owner-access/vercel-function.mjs", import.meta.url)),
  },
  { at: vercelQuotePath, entry: fileURLToPath(new URL("../server/quote-vercel-function.mjs", import.meta.url)) },
];

/**
 * @param {string} outputDirectory  `.vercel/output`
 * @returns {Promise<string[]>} each function's folder
 */
export async function writeVercelFunctions(outputDirectory) {
  const folders = [];
  for (const { at, entry } of functions) {
    const folder = path.join(outputDirectory, "functions", `${at.slice(1)}.func`);
    await mkdir(folder, { recursive: true });
    await build({
      input: entry,
      platform: "node",
      logLevel: "warn",
      // One file: the quote function's module is imported lazily, and bundled in all the same.
      output: { file: path.join(folder, "index.mjs"), format: "esm", inlineDynamicImports: true },
    });
    const config = { runtime: "nodejs22.x", handler: "index.mjs", launcherType: "Nodejs", shouldAddHelpers: false };
    await writeFile(path.join(folder, ".vc-config.json"), `${JSON.stringify(config, null, 2)}\n`);
    folders.push(folder);
  }
  return folders;
}
