import { fileURLToPath } from "node:url";

import type { Plugin } from "vite";

import { importContentModule } from "../../scripts/content-module.mjs";

import type * as siteFiles from "./site-files.server.ts";
import { contentPlugin } from "./vite-plugin.ts";

type SiteFilesModule = typeof siteFiles;

/**
 * An address a file beside the pages may have: a picture, the sitemap, robots.txt, the manifest;
 * or the job page's manifest and icons beside the site editor.
 */
const siteFileLike = /^\/(admin\/)?[\w-]+\.(svg|png|jpg|xml|txt|webmanifest)$/;

/**
 * The favicon, app icons and share image (`brand-images.server.ts`, decision 082), the sitemap,
 * robots.txt and the web manifest, written from the content (`site-files.server.ts`): served by
 * the development server and written into the client build beside the pages. Not routes, so that
 * the route manifest every page loads does not list them (decisions 100, 111).
 */
export function siteFilesPlugin(): Plugin {
  return {
    name: "site-files",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const { pathname } = new URL(request.url ?? "/", "http://localhost");
        if (!siteFileLike.test(pathname)) return next();
        (server.ssrLoadModule("/app/content/site-files.server.ts") as Promise<SiteFilesModule>)
          .then(({ siteFile }) => siteFile(pathname))
          .then((file) => {
            if (!file) return next();
            response.setHeader("Content-Type", file.type);
            response.end(file.body);
          })
          .catch(next);
      });
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      // Through a module runner of its own, as scripts read the content: this build's modules
      // are bundles, not something Node can run.
      const { siteFile, siteFilePaths } = (await importContentModule("site-files.server.ts", {
        plugins: [contentPlugin()],
        resolve: { alias: { "~": fileURLToPath(new URL("..", import.meta.url)) } },
      })) as SiteFilesModule;
      for (const path of siteFilePaths) {
        const file = await siteFile(path);
        if (file) this.emitFile({ type: "asset", fileName: path.slice(1), source: file.body });
      }
    },
  };
}
