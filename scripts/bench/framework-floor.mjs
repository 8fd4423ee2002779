// @ts-check
/**
 * The framework's floor, for `npm run bench -- --against bare`: each bare page (bare-pages.mjs)
 * plus the site's production framework chunk (React, React DOM, React Router) and its browser
 * entry, hydrating an empty route: what the stack costs with no site code. The page keeps the
 * site's own router context and starts its scripts once the hero is drawn, as the site does
 * (scripts/postbuild/start-after-hero.mjs); only the route modules are replaced, by one that
 * draws the bare document and nothing else, and the whole stylesheet is not loaded.
 * Main-thread blocking above this floor is the site's own (docs/performance.md).
 */
import { scriptTags } from "../../host-config/html-scripts.mjs";
import { startAfterHero } from "../postbuild/start-after-hero.mjs";

import { barePage, servePages } from "./bare-pages.mjs";

/** Where the floor's one route module is served. */
export const emptyRouteUrl = "/framework-floor/empty-route.js";

/**
 * @typedef {{ entry: { module: string, imports: string[] }, routes: Record<string, Record<string, unknown>>, [key: string]: unknown }} RouterManifest
 */

/**
 * What the floor takes from a built page: its router context scripts, the ids of the routes it
 * draws and the address of React Router's manifest module.
 * @param {string} html
 */
export function frameworkParts(html) {
  const scripts = scriptTags(html);
  const context = scripts.filter((tag) => !tag.attributes.type && tag.text.includes("__reactRouterContext"));
  const bootstrap = scripts.find((tag) => tag.text.includes("__reactRouterRouteModules"))?.text ?? "";
  const modules = bootstrap.match(/__reactRouterRouteModules\s*=\s*\{([^}]*)\}/)?.[1];
  const manifestUrl = bootstrap.match(/["'`](\/[^"'`]*manifest-[^"'`]*\.js)["'`]/)?.[1];
  if (context.length === 0 || modules === undefined || manifestUrl === undefined) {
    throw new Error(
      "framework floor: the page's router context or bootstrap was not found; React Router's output may have changed",
    );
  }
  const routeIds = [...modules.matchAll(/(?:^|,)\s*(?:"([^"]+)"|([\w$]+))\s*:/g)].map(
    (found) => found[1] ?? found[2] ?? "",
  );
  return { contextScripts: context.map((tag) => html.slice(tag.start, tag.end)), routeIds, manifestUrl };
}

/**
 * React Router's manifest module (`window.__reactRouterManifest={...}`) as data.
 * @param {string} source
 * @returns {RouterManifest}
 */
export function parseManifest(source) {
  const json = source.trim().match(/^window\.__reactRouterManifest\s*=\s*([\s\S]*?);?$/)?.[1];
  if (!json) throw new Error("framework floor: React Router's manifest module has an unexpected form");
  return JSON.parse(json);
}

/**
 * A bare page that hydrates an empty route with the production framework.
 * @param {string} html  The built page.
 * @param {RouterManifest} manifest  The build's router manifest.
 * @returns {string}
 */
export function floorPage(html, manifest) {
  const { contextScripts, routeIds } = frameworkParts(html);
  const routes = Object.fromEntries(
    routeIds.map((id) => {
      const route = manifest.routes[id];
      if (!route) throw new Error(`framework floor: the manifest has no route "${id}"`);
      return [id, { ...route, module: emptyRouteUrl, imports: [], css: [] }];
    }),
  );
  const floorManifest = { ...manifest, routes };
  const modules = routeIds.map((id) => `${JSON.stringify(id)}: emptyRoute`).join(", ");
  const start =
    `async () => { window.__reactRouterManifest = ${JSON.stringify(floorManifest)}; ` +
    `const [emptyRoute] = await Promise.all([import(${JSON.stringify(emptyRouteUrl)}), ` +
    `...${JSON.stringify(manifest.entry.imports)}.map((url) => import(url))]); ` +
    `window.__reactRouterRouteModules = { ${modules} }; import(${JSON.stringify(manifest.entry.module)}); }`;
  const scripts = `${contextScripts.join("")}<script type="module">(${startAfterHero.toString()})(${start});</script>`;
  return barePage(html).replace("</body>", `${scripts}</body>`);
}

/**
 * The floor's route module: the document as the page was served, as React elements made without
 * importing React (its element objects are plain data), so the only script is the framework's.
 * React leaves markup given as `dangerouslySetInnerHTML` as it is when it hydrates.
 */
const emptyRoute = `const element = (type, props, key = null) => ({ $$typeof: Symbol.for("react.transitional.element"), type, key, ref: null, props });
const markup = (type, html) => element(type, { dangerouslySetInnerHTML: { __html: html } }, type);
const [head, body] = [document.head.innerHTML, document.body.innerHTML];
export default function EmptyRoute() {
  return element("html", { lang: document.documentElement.lang, children: [markup("head", head), markup("body", body)] });
}
`;

/**
 * Serves the floor version of each path on `port` (or a free one), beside the build's assets.
 * @param {{ client: string, pagePaths: string[], fetchPage: (pagePath: string) => Promise<string>, fetchFile: (url: string) => Promise<string>, port?: number }} options
 */
export async function serveFloorPages({ client, pagePaths, fetchPage, fetchFile, port }) {
  /** @type {Map<string, string>} */
  const pages = new Map();
  /** @type {Map<string, RouterManifest>} */
  const manifests = new Map();
  for (const pagePath of pagePaths) {
    const html = await fetchPage(pagePath);
    const { manifestUrl } = frameworkParts(html);
    const manifest = manifests.get(manifestUrl) ?? parseManifest(await fetchFile(manifestUrl));
    manifests.set(manifestUrl, manifest);
    pages.set(pagePath, floorPage(html, manifest));
  }
  const files = new Map([[emptyRouteUrl, { type: "text/javascript; charset=utf-8", body: emptyRoute }]]);
  return servePages({ client, pages, files, port });
}
