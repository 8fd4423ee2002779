// @ts-check
/**
 * Finishes the static build that React Router prerendered:
 * - `404/index.html` becomes `404.html`, the page static hosts send for unknown paths;
 * - each page `x/index.html` becomes `x.html`, so that every host serves it at `/x` and redirects
 *   `/x/` there (see site-serving.mjs: one canonical URL per page);
 * - the SPA fallback is dropped, because every real path has its own HTML file;
 * - each page loads its scripts after it has painted (see defer-hydration.mjs), before any step
 *   that reads the final HTML;
 * - the site editor is copied to `admin/` (server/site-editor.mjs);
 * - `_headers` (Netlify, Cloudflare Pages), `../nginx/` and `../vercel/config.json` are written
 *   from the site's header rules, with each page's Content-Security-Policy computed from the
 *   inline scripts in its HTML;
 * - text files from 1 KB up get precompressed `.br` and `.gz` twins, which the local server and
 *   nginx send to browsers that accept them.
 */
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import { writeContentVersion } from "../server/content-version.mjs";
import { serializeHeaders } from "../server/headers-file.mjs";
import { containerLayout, mainConfig, productionConfig, siteConfig } from "../server/nginx-config.mjs";
import { writeEditor } from "../server/site-editor.mjs";
import { buildHeaderRules, loadSiteSettings, pagePolicy } from "../server/site-headers.mjs";
import { minCompressedBytes, textExtensions } from "../server/site-serving.mjs";
import { vercelOutputConfig } from "../server/vercel-config.mjs";

import { buildSettings } from "./build-if-stale.mjs";
import { deferHydration } from "./defer-hydration.mjs";
import { withPolicyMeta } from "./not-found-policy.mjs";
import { loadBusinessFacts } from "./sample-identity.mjs";

// `scripts/build.mjs` builds into a fresh directory and swaps it in only when every step passed.
const buildDirectory = path.resolve(process.env.SITE_BUILD_DIR ?? "build");
const client = path.join(buildDirectory, "client");
const quiet = Boolean(process.env.SITE_BUILD_QUIET);
const log = (/** @type {string} */ line) => quiet || console.log(line);

if (existsSync(path.join(client, "404/index.html"))) {
  await rename(path.join(client, "404/index.html"), path.join(client, "404.html"));
  await rm(path.join(client, "404"), { recursive: true });
}
await rm(path.join(client, "__spa-fallback.html"), { force: true });

/** Pages React Router prerendered as `x/index.html` move to `x.html`; other folders' index files stay. */
for (const file of await listFiles(client)) {
  const relative = path.relative(client, file).split(path.sep).join("/");
  if (relative === "index.html" || !relative.endsWith("/index.html")) continue;
  if (!(await readFile(file, "utf8")).includes("window.__reactRouterContext")) continue;
  const folder = path.dirname(file);
  await rename(file, `${folder}.html`);
  await rmdir(folder).catch(() => {
    throw new Error(`postbuild: ${path.relative(client, folder)}/ holds more than the page it was written for`);
  });
}

/** @param {string} dir @returns {Promise<string[]>} */
async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

const pages = (await listFiles(client)).filter((file) => file.endsWith(".html"));
await Promise.all(pages.map(async (file) => writeFile(file, deferHydration(await readFile(file, "utf8")))));
log(`postbuild: scripts deferred until the hero image is on screen on ${pages.length} pages`);

/**
 * The URL path a file answers at: `about.html` at `/about`, `index.html` at `/`, a folder's own
 * `index.html` at the folder with its slash, anything else as named. Other forms of a page's
 * address redirect to these (site-serving.mjs).
 * @param {string} file
 */
function urlPaths(file) {
  const relative = "/" + path.relative(client, file).split(path.sep).join("/");
  if (relative === "/404.html") return [relative];
  if (relative.endsWith("/index.html")) return [relative.slice(0, -"index.html".length)];
  if (relative.endsWith(".html")) return [relative.slice(0, -".html".length)];
  return [relative];
}

await writeContentVersion(client);
// The site editor is not a prerendered page: it keeps its own HTML and gets its own header rule.
const editor = await writeEditor(client);
log(`postbuild: site editor copied to admin/ (${editor.files} files, checksums verified)`);

const settings = await loadSiteSettings();
/** @type {import("../server/site-headers.mjs").SiteFile[]} */
const files = [];
for (const file of (await listFiles(client)).sort()) {
  const relative = path.relative(client, file);
  if (relative === "_headers" || relative.startsWith(`assets${path.sep}`) || relative.startsWith(`admin${path.sep}`))
    continue;
  if (!file.endsWith(".html")) {
    files.push({ paths: urlPaths(file) });
    continue;
  }
  const html = await readFile(file, "utf8");
  const policy = pagePolicy(html, settings);
  files.push({ paths: urlPaths(file), policy });
  if (relative === "404.html") await writeFile(file, withPolicyMeta(html, policy));
}

const rules = buildHeaderRules({ files, editorPolicy: editor.policy });
const htmlFiles = (await listFiles(client))
  .map((file) => path.relative(client, file).split(path.sep).join("/"))
  .filter((file) => file.endsWith(".html"));
const nginx = path.join(buildDirectory, "nginx");
await mkdir(nginx, { recursive: true });
await mkdir(path.join(buildDirectory, "vercel"), { recursive: true });
await Promise.all([
  writeFile(path.join(client, "_headers"), serializeHeaders(rules)),
  writeFile(path.join(buildDirectory, "settings.json"), JSON.stringify(buildSettings())),
  writeFile(path.join(nginx, "site.conf"), siteConfig(rules)),
  writeFile(
    path.join(nginx, "production.conf"),
    productionConfig({
      serverName: new URL((await loadBusinessFacts()).siteUrl).hostname,
      root: "/srv/site",
      siteInclude: "/srv/nginx/site.conf",
    }),
  ),
  // What the Dockerfile runs: the same site on port 8080 as an unprivileged user.
  writeFile(path.join(nginx, "container.conf"), mainConfig(containerLayout)),
  writeFile(
    path.join(buildDirectory, "vercel", "config.json"),
    JSON.stringify(vercelOutputConfig(rules, htmlFiles), null, 2) + "\n",
  ),
]);
log(
  `postbuild: 404.html, _headers, nginx and Vercel configuration written for ${files.length} files` +
    (settings.analyticsId ? ", analytics allowed" : "") +
    (settings.webhookUrl ? ", webhook allowed" : ""),
);

const compressible = new RegExp(`\\.(${textExtensions.join("|")})$`);
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);
const textFiles = [];
for (const file of await listFiles(client)) {
  if (compressible.test(file) && (await stat(file)).size >= minCompressedBytes) textFiles.push(file);
}
await Promise.all(
  textFiles.map(async (file) => {
    const data = await readFile(file);
    const [br, gz] = await Promise.all([
      toBrotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      toGzip(data, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  }),
);
log(`postbuild: ${textFiles.length} text files from ${minCompressedBytes} bytes up precompressed`);
