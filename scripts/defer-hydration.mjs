// @ts-check
/**
 * Rewrites a prerendered page so its JavaScript loads once the page has painted its hero.
 *
 * React Router's `<Scripts>` always writes a `<link rel="modulepreload">` for every chunk (React
 * hoists them into the head) and a bootstrap module script with static imports; it has no option
 * to lower, delay or drop them. On a slow phone connection that puts 120-130 KB of gzipped
 * scripts in competition with the fonts and the hero image before anything is on screen. The page is
 * complete HTML whose controls all work without JavaScript, so nothing is lost by waiting a
 * moment: this drops the preloads and turns the bootstrap's static imports into dynamic ones
 * that start once the page's priority image (`fetchpriority="high"`) is on screen, so that
 * downloading and evaluating them never competes with the hero or holds back its paint. That is
 * well before `load`, which also waits for lazy images. The modules, their order and the
 * `window.__reactRouterRouteModules` hand-off stay exactly as React Router wrote them.
 */
import { scriptTags } from "../server/html-scripts.mjs";

const modulepreload = /<link rel="modulepreload" href="[^"]*"(?: [a-zA-Z-]+(?:="[^"]*")?)*\/>/g;
// Matched as written, not by its attributes: any change in how React Router writes the
// bootstrap must stop the build rather than slip past it.
const bootstrapTag = `<script type="module" async="">`;
const staticImport = /^\s*import\s+(?:\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+)?("[^"]+");\s*$/;

/**
 * @param {string} html
 * @returns {string}
 */
export function deferHydration(html) {
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
  const loads = imports.map((entry) => `import(${entry.url})`).join(", ");
  const script =
    `const start = async () => { const [${names}] = await Promise.all([${loads}]); ${rest.join(" ")} };\n` +
    `let started = false;\n` +
    `const go = () => { if (!started) { started = true; setTimeout(start); } };\n` +
    `const hero = document.querySelector('img[fetchpriority="high"]');\n` +
    `const supports = (type) => PerformanceObserver.supportedEntryTypes?.includes(type);\n` +
    `const when = (type, found, then) => new PerformanceObserver((list, observer) => { if (list.getEntries().some(found)) { observer.disconnect(); then(); } }).observe({ type, buffered: true });\n` +
    // Element Timing says when the hero is on screen (Picture gives it `elementtiming`);
    // a hero that failed or is out of view will not be drawn, so nothing waits for it.
    `if (hero && supports("element")) {\n` +
    `  when("element", (entry) => entry.element === hero, go);\n` +
    `  if (hero.complete && !hero.naturalWidth) go(); else hero.addEventListener("error", go, { once: true });\n` +
    `  new IntersectionObserver(([entry], observer) => { observer.disconnect(); if (!entry.isIntersecting) go(); }).observe(hero);\n` +
    `}\n` +
    // Elsewhere: after the first paint (frames run before it while a long page is still
    // parsing) and the hero's arrival, two frames, as the first runs just before the frame that
    // draws it; without paint timing, at `load`.
    `else if (supports("paint")) when("paint", (entry) => entry.name === "first-contentful-paint", () => {\n` +
    `  const frames = () => requestAnimationFrame(() => requestAnimationFrame(go));\n` +
    `  if (hero && !hero.complete) for (const type of ["load", "error"]) hero.addEventListener(type, frames, { once: true });\n` +
    `  else frames();\n` +
    `});\n` +
    `else addEventListener("load", go, { once: true });`;
  const rewritten = `${html.slice(0, bootstrap.start)}<script type="module">${script}</script>${html.slice(bootstrap.end)}`;
  const withoutPreloads = rewritten.replace(modulepreload, "");
  if (withoutPreloads.includes("modulepreload")) {
    throw new Error(
      "defer-hydration: a modulepreload link has an unexpected form; React Router's output may have changed.",
    );
  }
  return withoutPreloads;
}
