// @ts-check
/**
 * Finishes the static build that React Router prerendered: runs the named steps of
 * scripts/postbuild/steps.mjs over the build folder, sharing one list of its files.
 */
import path from "node:path";

import { runSteps } from "./postbuild/pipeline.mjs";
import { SiteFiles } from "./postbuild/site-files.mjs";
import { steps } from "./postbuild/steps.mjs";

// `scripts/build.mjs` builds into a fresh directory and swaps it in only when every step passed.
const buildDirectory = path.resolve(process.env.SITE_BUILD_DIR ?? "build");
const quiet = Boolean(process.env.SITE_BUILD_QUIET);

try {
  await runSteps(steps, {
    buildDirectory,
    files: await SiteFiles.of(path.join(buildDirectory, "client")),
    log: (line) => quiet || console.log(line),
  });
} catch (error) {
  // A step's refusal is one line naming the step, what it expected and the fix; the stack is
  // for `npm run build -- --verbose`.
  console.error(quiet && error instanceof Error ? error.message : error);
  process.exit(1);
}
