import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";

import { siteFilesPlugin } from "./app/content/site-files-plugin.ts";
import { imageEncodingOptions } from "./app/content/image-encoding.ts";
import { contentPlugin } from "./app/content/vite-plugin.ts";
import { withCommittedEncodings } from "./scripts/encodings.mjs";
import { withImageProgress } from "./scripts/image-progress.mjs";
import { siteEditorDev } from "./editor/build/site-editor-dev.mjs";

const framework = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|^\0rolldown[\\/]runtime/;
const rootModule = /[\\/]app[\\/]root\.tsx$/;

const root = fileURLToPath(new URL(".", import.meta.url));
const images = fileURLToPath(new URL("./app/assets/images", import.meta.url));
/**
 * The encoded images are kept in the repository (decision 117, scripts/encodings.mjs): a fresh
 * clone's build finds every committed photo's encodings and encodes only photos added since.
 */
const encodings = fileURLToPath(new URL("./app/assets/encodings", import.meta.url));

export default defineConfig({
  // The job page's checks and YAML (app/components/new-job/) are found only as it is first opened;
  // bundled for the development server from the start, that first visit is not answered with
  // "Outdated Optimize Dep" errors that leave the page without its script.
  optimizeDeps: { include: ["valibot", "js-yaml"] },
  plugins: [
    // `import business from "@content/business.yml"`: checked, resolved content as plain data.
    contentPlugin(),
    // `import photo from "./x.jpg?preset=photo"` yields AVIF, WebP and JPEG at the preset's widths.
    withImageProgress(
      withCommittedEncodings(
        // No retention: the folder is the repository's, and only `npm run make -- encodings` prunes it.
        imagetools({ ...imageEncodingOptions, cache: { enabled: true, dir: encodings } }),
        { images, dir: encodings, options: imageEncodingOptions, renew: process.env.SITE_ENCODINGS === "renew" },
      ),
      {
        images,
        total: readdirSync(images, { recursive: true }).filter((name) => /\.(jpe?g|png|webp|avif)$/i.test(String(name)))
          .length,
        root,
        cacheDir: encodings,
      },
    ),
    tailwindcss(),
    // `/admin/` in development; the build copies the editor in scripts/postbuild.mjs.
    siteEditorDev(),
    // The favicon, icons, share image, sitemap, robots.txt and web manifest, from the content.
    siteFilesPlugin(),
    reactRouter(),
  ],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    // The build prints its own summary (scripts/build.mjs); sizes per page: scripts/js-budget.mjs.
    reportCompressedSize: false,
    rolldownOptions: {
      // Image encoding is slow by nature and reported by its own progress line.
      checks: { pluginTimings: false },
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: framework, priority: 2 },
            // Rolldown adds the captured module's static imports to the group by default
            // (`includeDependenciesRecursively`), so this is everything the root route loads.
            { name: "shell", test: rootModule, priority: 1 },
          ],
        },
      },
    },
  },
});
