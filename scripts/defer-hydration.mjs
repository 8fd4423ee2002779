// @ts-check
/**
 * Rewrites a prerendered page so its JavaScript loads after the page has painted.
 *
 * React Router puts a `<link rel="modulepreload">` for every chunk in the head and starts the
 * downloads with static imports in its bootstrap script, so about 115 KB of scripts compete with
 * the stylesheet, fonts and hero image for a slow phone connection before anything is on screen.
 * The page is complete HTML and works without JavaScript, so nothing is lost by waiting: this
 * drops the preloads and turns the bootstrap's static imports into dynamic ones that run once the
 * `load` event has fired (the hero image included). The modules, their order and the
 * `window.__reactRouterRouteModules` hand-off stay exactly as React Router wrote them.
 */

const modulepreload = /<link rel="modulepreload" href="[^"]*"(?: [a-zA-Z-]+(?:="[^"]*")?)*\/>/g;
const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/;
const staticImport = /^\s*import\s+(?:\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+)?("[^"]+");\s*$/;

/**
 * @param {string} html
 * @returns {string}
 */
export function deferHydration(html) {
  const match = html.match(bootstrap);
  const body = match?.[1];
  if (!match || !body || !body.includes("window.__reactRouterRouteModules")) {
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
  const loads = imports.map((entry) => `import(${entry.url})`).join(", ");
  const script =
    `const start = async () => { const [${names}] = await Promise.all([${loads}]); ${rest.join(" ")} };\n` +
    `if (document.readyState === "complete") start(); else addEventListener("load", () => setTimeout(start), { once: true });`;
  return html.replace(modulepreload, "").replace(match[0], `<script type="module">${script}</script>`);
}
