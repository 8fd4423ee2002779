// @ts-check
/**
 * Prints the JavaScript each prerendered page loads before it is interactive: the files its
 * HTML names (modulepreload links, module scripts, imports in inline module scripts) and
 * everything those import statically, measured raw and gzipped (level 9, as the build
 * precompresses). Chunks reached only through a dynamic `import()` are not counted: they load
 * on demand, and are listed separately as "lazy".
 *
 *   node scripts/js-budget.mjs            table for build/client
 *   node scripts/js-budget.mjs --json     the same as JSON, for comparing two builds
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

import { scriptTags } from "../host-config/html-scripts.mjs";

/**
 * Script URLs an HTML document loads up front.
 * @param {string} html
 * @returns {string[]}
 */
export function scriptUrlsInHtml(html) {
  const urls = new Set();
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (/\brel="modulepreload"/.test(tag)) {
      const href = tag.match(/\bhref="([^"]+)"/)?.[1];
      if (href) urls.add(href);
    }
  }
  for (const { attributes, text } of scriptTags(html)) {
    if (attributes.src) urls.add(attributes.src);
    if (attributes.type !== "module") continue;
    // An inline bootstrap script: both its static and dynamic imports run at page load.
    for (const [, url] of text.matchAll(/\bimport\s*(?:[^"'`()]*?\bfrom\s*)?\(?\s*["'`]([^"'`]+\.js)["'`]/g)) {
      if (url) urls.add(url);
    }
  }
  return [...urls].filter((url) => url.endsWith(".js"));
}

/**
 * Relative specifiers a bundled chunk imports, split into static and dynamic imports.
 * @param {string} code
 * @returns {{ staticImports: string[], dynamicImports: string[] }}
 */
export function importsInChunk(code) {
  const staticImports = new Set();
  const dynamicImports = new Set();
  for (const [, specifier] of code.matchAll(
    /\b(?:import|export)\s*(?:[\w*{}\s,$]*?\bfrom\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g,
  )) {
    if (specifier) staticImports.add(specifier);
  }
  for (const [, specifier] of code.matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)) {
    if (specifier) dynamicImports.add(specifier);
  }
  return {
    staticImports: [...staticImports],
    dynamicImports: [...dynamicImports].filter((s) => !staticImports.has(s)),
  };
}

/**
 * @typedef {{ file: string, bytes: number, gzip: number }} ChunkSize
 * @typedef {{ page: string, files: ChunkSize[], bytes: number, gzip: number, lazy: ChunkSize[] }} PageBudget
 */

/**
 * @param {string} clientDir  The build's `client` folder.
 * @returns {PageBudget[]}
 */
function measurePages(clientDir) {
  /** @type {Map<string, ChunkSize & { code: string }>} */
  const cache = new Map();
  const chunk = (/** @type {string} */ url) => {
    let entry = cache.get(url);
    if (!entry) {
      const buffer = readFileSync(path.join(clientDir, url));
      entry = {
        file: url,
        bytes: buffer.length,
        gzip: gzipSync(buffer, { level: 9 }).length,
        code: buffer.toString("utf8"),
      };
      cache.set(url, entry);
    }
    return entry;
  };
  const sizeOf = (/** @type {string} */ url) => {
    const { file, bytes, gzip } = chunk(url);
    return { file, bytes, gzip };
  };
  const resolve = (/** @type {string} */ from, /** @type {string} */ specifier) =>
    path.posix.join(path.posix.dirname(from), specifier);

  return htmlPages(clientDir).map(({ page, file }) => {
    const eager = new Set();
    const lazy = new Set();
    const queue = scriptUrlsInHtml(readFileSync(file, "utf8"));
    while (queue.length > 0) {
      const url = /** @type {string} */ (queue.pop());
      if (eager.has(url)) continue;
      eager.add(url);
      const { staticImports, dynamicImports } = importsInChunk(chunk(url).code);
      queue.push(...staticImports.map((s) => resolve(url, s)));
      for (const s of dynamicImports) lazy.add(resolve(url, s));
    }
    const files = [...eager].sort().map(sizeOf);
    // A lazy chunk's own static imports load with it, unless the page already has them.
    const lazyFiles = new Set();
    const lazyQueue = [...lazy].filter((url) => !eager.has(url));
    while (lazyQueue.length > 0) {
      const url = /** @type {string} */ (lazyQueue.pop());
      if (lazyFiles.has(url) || eager.has(url)) continue;
      lazyFiles.add(url);
      lazyQueue.push(...importsInChunk(chunk(url).code).staticImports.map((s) => resolve(url, s)));
    }
    return {
      page,
      files,
      bytes: files.reduce((sum, f) => sum + f.bytes, 0),
      gzip: files.reduce((sum, f) => sum + f.gzip, 0),
      lazy: [...lazyFiles].sort().map(sizeOf),
    };
  });
}

/** @param {string} clientDir @returns {{ page: string, file: string }[]} */
function htmlPages(clientDir) {
  /** @type {{ page: string, file: string }[]} */
  const pages = [];
  const walk = (/** @type {string} */ dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".html")) {
        const relative = "/" + path.relative(clientDir, full).split(path.sep).join("/");
        pages.push({ page: relative.replace(/(\/index)?\.html$/, "") || "/", file: full });
      }
    }
  };
  walk(clientDir);
  return pages.sort((a, b) => a.page.localeCompare(b.page));
}

const kB = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1).padStart(7);

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const clientDir = path.resolve(process.argv.slice(2).find((arg) => !arg.startsWith("--")) ?? "build/client");
  if (!existsSync(clientDir)) {
    console.error(`No build at ${clientDir}: run npm run build first.`);
    process.exit(1);
  }
  const pages = measurePages(clientDir);
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify(pages, null, 2));
  } else {
    console.log("page                        files   raw kB  gzip kB   lazy gzip kB");
    for (const { page, files, bytes, gzip, lazy } of pages) {
      const lazyGzip = lazy.reduce((sum, f) => sum + f.gzip, 0);
      console.log(
        `${page.padEnd(26)} ${String(files.length).padStart(6)}  ${kB(bytes)}  ${kB(gzip)}  ${lazy.length ? kB(lazyGzip) : "      -"}`,
      );
    }
  }
}
