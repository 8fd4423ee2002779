// @ts-check
/**
 * Checks every content file (content/*.yml) against its schema before anything is built:
 * placeholders, page links, phone numbers, hours, addresses, pictures on disk and their sizes.
 * Prints one line per problem (file: field: what is wrong and how to fix it) and exits 1 if
 * there is any; unused pictures are warnings and do not stop the build.
 *
 *   npm run check
 *   node scripts/check-content.mjs --snapshot <file>   # the build's first step: also keeps what it checked
 *
 * With `--snapshot`, content that passes is written to that file, which every later step of the
 * build reads instead of the content files (docs/decisions/088).
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { importContentModule } from "./content-module.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const snapshotAt = process.argv.indexOf("--snapshot");
const snapshotFile = snapshotAt === -1 ? undefined : process.argv[snapshotAt + 1];
const started = performance.now();
/** @typedef {import("../app/content/problem-line.ts").Problem} Problem */
/** @type {{ checkContentWithSnapshot: typeof import("../app/content/load.ts").checkContentWithSnapshot, problemLine: (problem: Problem) => string }} */
const { checkContentWithSnapshot, problemLine } = await importContentModule();
const { result, snapshot } = await checkContentWithSnapshot(root);

for (const warning of result.warnings) console.warn(`warning: ${problemLine(warning)}`);
for (const problem of result.problems) console.error(problemLine(problem));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const summary = `content check: ${result.files.length} files, ${result.imageUses.length} pictures, ${result.problems.length} problem${result.problems.length === 1 ? "" : "s"}, ${result.warnings.length} warning${result.warnings.length === 1 ? "" : "s"} (${seconds}s)`;
if (result.problems.length) {
  console.error(`${summary}: fix the lines above, then build again`);
  process.exit(1);
}
if (snapshotFile) {
  await mkdir(path.dirname(snapshotFile), { recursive: true });
  await writeFile(snapshotFile, JSON.stringify(snapshot));
}
console.log(summary);
