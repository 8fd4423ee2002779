// @ts-check
/**
 * The one way Node scripts read the content: the TypeScript modules of `app/content/` run
 * through Vite's module runner, so a script sees exactly what the build checked.
 */
import { fileURLToPath } from "node:url";

/** The project's folder, which the content paths are relative to. */
const projectRoot = fileURLToPath(new URL("..", import.meta.url));

/**
 * A module of `app/content/`, e.g. `load.ts` or `site-metadata.ts`.
 * @param {string} [file]
 * @param {import("vite").InlineConfig} [config]  e.g. the content plugin, for modules that import content files.
 * @returns {Promise<any>}
 */
export async function importContentModule(file = "load.ts", config = {}) {
  const { runnerImport } = await import("vite");
  const { module } = await runnerImport(`${projectRoot}app/content/${file}`, {
    configFile: false,
    logLevel: "error",
    ...config,
  });
  return module;
}

/**
 * The checked content; content problems stop the caller with their lines.
 * @param {string} [root]
 * @returns {Promise<import("../app/content/load.ts").Content>}
 */
export async function loadSiteContent(root = projectRoot) {
  const { loadContent } = await importContentModule();
  return loadContent(root).content;
}
