// @ts-check
/**
 * Checks every content file (content/*.yml) against its schema before anything is built:
 * placeholders, page links, phone numbers, hours, addresses, pictures on disk and their sizes.
 * Prints one line per problem (file: field: what is wrong and how to fix it) and exits 1 if
 * there is any; unused pictures are warnings and do not stop the build.
 *
 *   npm run check
 */
import { fileURLToPath } from "node:url";

import { importContentModule } from "../server/content-module.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const started = performance.now();
const module = await importContentModule();
/** @typedef {import("../app/content/problem-line.ts").Problem} Problem */
/** @type {{ problems: Problem[], warnings: Problem[], files: string[], imageUses: unknown[] }} */
const result = await module.checkContent(root);
/** @type {{ problemLine: (problem: Problem) => string }} */
const { problemLine } = module;

for (const warning of result.warnings) console.warn(`warning: ${problemLine(warning)}`);
for (const problem of result.problems) console.error(problemLine(problem));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const summary = `content check: ${result.files.length} files, ${result.imageUses.length} pictures, ${result.problems.length} problem${result.problems.length === 1 ? "" : "s"}, ${result.warnings.length} warning${result.warnings.length === 1 ? "" : "s"} (${seconds}s)`;
if (result.problems.length) {
  console.error(`${summary}: fix the lines above, then build again`);
  process.exit(1);
}
console.log(summary);
