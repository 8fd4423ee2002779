// @ts-check
/**
 * The one way Node scripts read the content: the TypeScript modules of `app/content/` run
 * through Vite's module runner, so a script sees exactly what the build checked. Inside
 * `npm run build`, every step reads the snapshot the build's check wrote instead
 * (docs/decisions/088): the content is read from its files and checked once per build.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The project's folder, which the content paths are relative to. */
const projectRoot = fileURLToPath(new URL("..", import.meta.url));

/** Names the build's checked snapshot for the steps it runs; unset, the content files are read. */
export const checkedContentVariable = "SITE_CHECKED_CONTENT";

/** @typedef {import("../app/content/load.ts").CheckedSnapshot} CheckedSnapshot */

/**
 * The snapshot the running build's check wrote, or undefined outside a build.
 * @returns {CheckedSnapshot | undefined}
 */
export function checkedSnapshot() {
  const file = process.env[checkedContentVariable];
  return file ? JSON.parse(readFileSync(file, "utf8")) : undefined;
}

/**
 * A TypeScript module of the project, by its path from the project's folder, run through Vite's
 * module runner as the content's modules are: e.g. the browser tests' set-up that the bench
 * shares (e2e/support/).
 * @param {string} file
 * @param {import("vite").InlineConfig} [config]  e.g. the content plugin, for modules that import content files.
 * @returns {Promise<any>}
 */
export async function importProjectModule(file, config = {}) {
  const { runnerImport } = await import("vite");
  const { module } = await runnerImport(`${projectRoot}${file}`, {
    configFile: false,
    logLevel: "error",
    // The app's own alias, as vite.config.ts sets it: `~/lib/...` is `app/lib/...`.
    resolve: { alias: { "~": `${projectRoot}app` } },
    ...config,
  });
  return module;
}

/**
 * A module of `app/content/`, e.g. `load.ts` or `site-metadata.ts`.
 * @param {string} [file]
 * @param {import("vite").InlineConfig} [config]
 * @returns {Promise<any>}
 */
export const importContentModule = (file = "load.ts", config = {}) =>
  importProjectModule(`app/content/${file}`, config);

/**
 * The checked content: the build's snapshot inside a build, else read and checked now; content
 * problems stop the caller with their lines.
 * @param {string} [root]
 * @returns {Promise<import("../app/content/load.ts").Content>}
 */
export async function loadSiteContent(root = projectRoot) {
  const snapshot = checkedSnapshot();
  if (snapshot) return snapshot.content;
  const { loadContent } = await importContentModule();
  return loadContent(root).content;
}
