import { fileURLToPath } from "node:url";

import type { Plugin } from "vite";

import { importContentModule } from "../../scripts/content-module.mjs";

import type * as brandImages from "./brand-images.server.ts";
import { contentPlugin } from "./vite-plugin.ts";

type BrandModule = typeof brandImages;

/** An address a brand file may have: a picture at the top of the site. */
const brandFileLike = /^\/[\w-]+\.(svg|png|jpg)$/;

/**
 * The favicon, app icons and share image, drawn from the content (`brand-images.server.ts`,
 * decision 082): served by the development server and written into the client build beside the
 * pages. Not routes, so that the route manifest every page loads does not list them.
 */
export function brandImagesPlugin(): Plugin {
  return {
    name: "brand-images",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const { pathname } = new URL(request.url ?? "/", "http://localhost");
        if (!brandFileLike.test(pathname)) return next();
        (server.ssrLoadModule("/app/content/brand-images.server.ts") as Promise<BrandModule>)
          .then(({ brandFile }) => brandFile(pathname))
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
      const { brandFile, brandFilePaths } = (await importContentModule("brand-images.server.ts", {
        plugins: [contentPlugin()],
        resolve: { alias: { "~": fileURLToPath(new URL("..", import.meta.url)) } },
      })) as BrandModule;
      for (const path of brandFilePaths) {
        const file = await brandFile(path);
        if (file) this.emitFile({ type: "asset", fileName: path.slice(1), source: file.body });
      }
    },
  };
}
