// @ts-check
/**
 * Finishes the static build that React Router prerendered:
 * - `404/index.html` becomes `404.html`, the page static hosts send for unknown paths;
 * - the SPA fallback is dropped, because every real path has its own HTML file;
 * - each page loads its scripts after it has painted (see defer-hydration.mjs), before any step
 *   that reads the final HTML;
 * - the site editor is copied to `admin/` (server/site-editor.mjs);
 * - `_headers` is written from the site's header rules, with each page's Content-Security-Policy
 *   computed from the inline scripts in its HTML;
 * - text files get precompressed `.br` and `.gz` twins, which the local server sends to browsers
 *   that accept them (static hosts compress on their own).
 */
import { existsSync } from "node:fs";
import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import { metaPolicy } from "../server/csp.mjs";
import { serializeHeaders } from "../server/headers-file.mjs";
import { writeEditor } from "../server/site-editor.mjs";
import { buildHeaderRules, loadSiteSettings, pagePolicy } from "../server/site-headers.mjs";

import { deferHydration } from "./defer-hydration.mjs";

const client = path.resolve("build/client");

if (existsSync(path.join(client, "404/index.html"))) {
  await rename(path.join(client, "404/index.html"), path.join(client, "404.html"));
  await rm(path.join(client, "404"), { recursive: true });
}
await rm(path.join(client, "__spa-fallback.html"), { force: true });

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
console.log(`postbuild: scripts deferred until after load on ${pages.length} pages`);

/**
 * Every URL path a file answers at, on the local server and on static hosts: `about/index.html`
 * at `/about`, `/about/` and `/about/index.html`; `404.html` also at `/404`.
 * @param {string} file
 */
function urlPaths(file) {
  const relative = "/" + path.relative(client, file).split(path.sep).join("/");
  if (relative === "/index.html") return ["/", relative];
  if (relative.endsWith("/index.html")) {
    const directory = relative.slice(0, -"/index.html".length);
    return [directory, `${directory}/`, relative];
  }
  if (relative.endsWith(".html")) return [relative.slice(0, -".html".length), relative];
  return [relative];
}

// The site editor is not a prerendered page: it keeps its own HTML and gets its own header rule.
const editor = await writeEditor(client);
console.log(`postbuild: site editor copied to admin/ (${editor.files} files, checksums verified)`);

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
  if (relative === "404.html") {
    // Static hosts send 404.html for any unknown path with the headers of that path, which
    // carry no page policy; the page brings its own. `frame-ancestors` is left out (browsers
    // ignore it in <meta>); X-Frame-Options covers framing on every path.
    const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(policy).replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"/>`;
    const withMeta = html.replace(/<meta charSet="utf-8"\/>/i, (charset) => `${charset}${meta}`);
    if (withMeta === html) throw new Error("postbuild: 404.html has no charset meta to put its policy after");
    await writeFile(file, withMeta);
  }
}

await writeFile(
  path.join(client, "_headers"),
  serializeHeaders(buildHeaderRules({ files, editorPolicy: editor.policy })),
);
console.log(
  `postbuild: 404.html and _headers written for ${files.length} files` +
    (settings.analyticsId ? ", analytics allowed" : "") +
    (settings.webhookUrl ? ", webhook allowed" : ""),
);

const compressible = /\.(html|js|css|xml|txt|svg|json|webmanifest)$/;
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);
const textFiles = (await listFiles(client)).filter((file) => compressible.test(file));
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
console.log(`postbuild: ${textFiles.length} text files precompressed`);
