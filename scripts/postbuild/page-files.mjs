// @ts-check
import { rm, rmdir } from "node:fs/promises";

/** The script React Router's prerender writes into every page it renders, and only there. */
const pageMarker = "window.__reactRouterContext";

/**
 * What this step relies on React Router's prerender to write (decision 001): the not-found page
 * as `404/index.html`, the SPA fallback, and the context script that tells a page from another
 * folder's index file. Without any of them the hosts would serve a page at two URLs or no 404.
 * @param {import("./site-files.mjs").SiteFiles} files
 */
async function expectPrerender(files) {
  const missing = ["404/index.html", "__spa-fallback.html", "index.html"].find((file) => !files.has(file));
  if (missing) {
    throw new Error(`page-files: expected React Router's prerender to write ${missing}, found none (decision 001)`);
  }
  for (const file of ["index.html", "404/index.html"]) {
    if (!(await files.read(file)).includes(pageMarker)) {
      throw new Error(
        `page-files: expected ${file} to carry React Router's ${pageMarker} script, which tells a page from another folder's index file (decision 001)`,
      );
    }
  }
}

/**
 * - `404/index.html` becomes `404.html`, the page static hosts send for unknown paths;
 * - each page `x/index.html` becomes `x.html`, so that every host serves it at `/x` and redirects
 *   `/x/` there (see site-serving.mjs: one canonical URL per page); other folders' index files stay;
 * - the SPA fallback is dropped, because every real path has its own HTML file.
 * @type {import("./pipeline.mjs").Step}
 */
export const pageFiles = {
  name: "page-files",
  gives: ["pages"],
  changes: ["files"],
  async run({ files }) {
    await expectPrerender(files);
    await files.move("404/index.html", "404.html");
    for (const file of files.all().filter((name) => name.startsWith("404/"))) await files.remove(file);
    await rm(files.absolute("404"), { recursive: true });
    await files.remove("__spa-fallback.html");
    for (const file of files.html()) {
      if (file === "index.html" || !file.endsWith("/index.html")) continue;
      if (!(await files.read(file)).includes(pageMarker)) continue;
      const folder = file.slice(0, -"/index.html".length);
      await files.move(file, `${folder}.html`);
      await rmdir(files.absolute(folder)).catch(() => {
        throw new Error(`postbuild: ${folder}/ holds more than the page it was written for`);
      });
    }
    return { pages: files.html() };
  },
};

/**
 * The URL paths a file answers at: `about.html` at `/about`, `index.html` at `/`, a folder's own
 * `index.html` at the folder with its slash, anything else as named. Other forms of a page's
 * address redirect to these (site-serving.mjs).
 * @param {string} file  Relative to `client/`, `/`-separated.
 */
export function urlPaths(file) {
  const relative = "/" + file;
  if (relative === "/404.html") return [relative];
  if (relative.endsWith("/index.html")) return [relative.slice(0, -"index.html".length)];
  if (relative.endsWith(".html")) return [relative.slice(0, -".html".length)];
  return [relative];
}
