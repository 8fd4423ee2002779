// @ts-check
/**
 * Finishes the static build that React Router prerendered:
 * - `404/index.html` becomes `404.html`, the page static hosts send for unknown paths;
 * - the SPA fallback is dropped, because every real path has its own HTML file;
 * - each page loads its scripts after it has painted (see defer-hydration.mjs), before any step
 *   that reads the final HTML;
 * - `_headers` is written from the site's header rules;
 * - text files get precompressed `.br` and `.gz` twins, which the local server sends to browsers
 *   that accept them (static hosts compress on their own).
 */
import { existsSync } from "node:fs";
import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import { serializeHeaders } from "../server/headers-file.mjs";
import { buildHeaderRules } from "../server/site-headers.mjs";

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

/** The URL path a document is served at: `about/index.html` is `/about`. */
function urlPath(/** @type {string} */ file) {
  const relative = "/" + path.relative(client, file).split(path.sep).join("/");
  return relative.replace(/\/index\.html$/, "") || "/";
}

const documents = (await listFiles(client))
  .filter((file) => /\.(html|xml|txt|webmanifest)$/.test(file))
  .map(urlPath)
  // Directory pages answer with and without the trailing slash.
  .flatMap((url) => (url === "/" || /\.\w+$/.test(url) ? [url] : [url, `${url}/`]))
  .sort();

await writeFile(path.join(client, "_headers"), serializeHeaders(buildHeaderRules({ documents })));
console.log(`postbuild: 404.html and _headers written for ${documents.length} documents`);

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
