// @ts-check
/**
 * Writes the owner's sign-in as a function of Vercel's Build Output API: one bundled module and
 * the `.vc-config.json` that tells Vercel how to run it (Node 22, Node's request and response).
 * The route that reaches it is in vercel-config.mjs.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { build } from "rolldown";

import { vercelFunctionPath } from "./vercel-config.mjs";

const entry = fileURLToPath(new URL("../server/owner-access/vercel-function.mjs", import.meta.url));

/** @param {string} outputDirectory  `.vercel/output` */
export async function writeVercelFunction(outputDirectory) {
  const folder = path.join(outputDirectory, "functions", `${vercelFunctionPath.slice(1)}.func`);
  await mkdir(folder, { recursive: true });
  await build({
    input: entry,
    platform: "node",
    logLevel: "warn",
    output: { file: path.join(folder, "index.mjs"), format: "esm" },
  });
  const config = { runtime: "nodejs22.x", handler: "index.mjs", launcherType: "Nodejs", shouldAddHelpers: false };
  await writeFile(path.join(folder, ".vc-config.json"), `${JSON.stringify(config, null, 2)}\n`);
  return folder;
}
