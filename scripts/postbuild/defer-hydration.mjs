// @ts-check
/**
 * Rewrites a prerendered page so its JavaScript loads once the page has painted its hero.
 *
 * React Router's `<Scripts>` always writes a `<link rel="modulepreload">` for every chunk (React
 * hoists them into the head) and a bootstrap module script with static imports; it has no option
 * to lower, delay or drop them. On a slow phone connection that puts 120-130 KB of gzipped
 * scripts in competition with the fonts and the hero image before anything is on screen. The page is
 * complete HTML whose controls all work without JavaScript, so nothing is lost by waiting a
 * moment: this drops the preloads and turns the bootstrap's static imports into dynamic ones,
 * started by `startAfterHero` (start-after-hero.mjs, injected as source, then minified: decision
 * 095). The modules, their order and the `window.__reactRouterRouteModules` hand-off stay exactly
 * as React Router wrote them. No supported option does this, so it is one
 * small transform that stops the build if React Router's output changes. The same start also
 * loads the page's later stylesheet (critical-css.mjs), and the page's script runs once both have
 * arrived.
 */
import { minifySync } from "rolldown/utils";

import { scriptTags } from "../../host-config/html-scripts.mjs";

import { loadStylesheet } from "./load-stylesheet.mjs";
import { startAfterHero } from "./start-after-hero.mjs";

const modulepreload = /<link rel="modulepreload" href="[^"]*"(?: [a-zA-Z-]+(?:="[^"]*")?)*\/>/g;
// Matched as written, not by its attributes: any change in how React Router writes the
// bootstrap must stop the build rather than slip past it.
const bootstrapTag = `<script type="module" async="">`;
const staticImport = /^\s*import\s+(?:\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+)?("[^"]+");\s*$/;

/**
 * @param {string} html
 * @param {string} [stylesheet]  The page's later stylesheet, loaded beside the modules; the page's
 *   script starts once both are there (critical-css.mjs).
 * @returns {string}
 */
export function deferHydration(html, stylesheet) {
  const bootstrap = scriptTags(html).find((tag) => tag.openTag === bootstrapTag);
  const body = bootstrap?.text;
  if (!bootstrap || !body || !body.includes("window.__reactRouterRouteModules")) {
    throw new Error("defer-hydration: React Router's bootstrap script was not found; its format may have changed.");
  }
  /** @type {{ name?: string, url: string }[]} */
  const imports = [];
  const rest = [];
  for (const line of body.split("\n")) {
    const found = line.match(staticImport);
    if (found?.[2]) imports.push({ name: found[1], url: found[2] });
    else if (line.trim()) rest.push(line.trim());
  }
  if (imports.length === 0) throw new Error("defer-hydration: the bootstrap script has no imports to defer.");

  const names = imports.map((entry) => entry.name ?? "").join(", ");
  const loads = [
    ...imports.map((entry) => `import(${entry.url})`),
    ...(stylesheet ? [`(${loadStylesheet.toString()})(${JSON.stringify(stylesheet)})`] : []),
  ].join(", ");
  const start = `async () => { const [${names}] = await Promise.all([${loads}]); ${rest.join(" ")} }`;
  const script = minified(`(${startAfterHero.toString()})(${start});`);
  const rewritten = `${html.slice(0, bootstrap.start)}<script type="module">${script}</script>${html.slice(bootstrap.end)}`;
  const withoutPreloads = rewritten.replace(modulepreload, "");
  if (withoutPreloads.includes("modulepreload")) {
    throw new Error(
      "defer-hydration: a modulepreload link has an unexpected form; React Router's output may have changed.",
    );
  }
  return withoutPreloads;
}

/**
 * The bootstrap as every visitor receives it: its source carries comments and type notes for
 * this repository's checks, so it is minified with the minifier that builds the bundles.
 * @param {string} source
 * @returns {string}
 */
function minified(source) {
  const { code, errors } = minifySync("bootstrap.js", source, { module: true });
  if (errors.length > 0)
    throw new Error(`defer-hydration: the bootstrap script does not minify: ${errors[0]?.message}`);
  return code.trim();
}

/** @type {import("./pipeline.mjs").Step} */
export const deferScripts = {
  name: "defer-scripts",
  needs: ["pages", "stylesheet"],
  changes: ["html"],
  async run({ files, log, fromEarlierSteps }) {
    const pages = /** @type {string[]} */ (fromEarlierSteps.pages);
    // The sheet that follows each page's hero (critical-css.mjs).
    const stylesheets = /** @type {Record<string, string>} */ (fromEarlierSteps.stylesheet);
    await Promise.all(
      pages.map(async (file) => files.write(file, deferHydration(await files.read(file), stylesheets[file]))),
    );
    log(`postbuild: scripts deferred until the hero image is on screen on ${pages.length} pages`);
  },
};
