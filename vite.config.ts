import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";

import { siteFilesPlugin } from "./app/content/site-files-plugin.ts";
import { imageEncodingOptions } from "./app/content/image-encoding.ts";
import { contentPlugin } from "./app/content/vite-plugin.ts";
import { schemaEditorWordsOut } from "./app/content/schema-editor-words.ts";
import { workerYamlCore } from "./app/content/worker-yaml-core.ts";
import { withCommittedEncodings } from "./scripts/encodings.mjs";
import { withImageProgress } from "./scripts/image-progress.mjs";
import { siteEditorDev } from "./editor/build/site-editor-dev.mjs";

/** React, React DOM and React Router's chunk: every page loads it whole. */
const frameworkChunk = "framework";
const framework = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|^\0rolldown[\\/]runtime/;
/**
 * What every visitor page but the home page draws with the shell: its hero, its section headings,
 * the loader of its below-the-fold parts and Vite's helper for loading them; the quote
 * request's field names, 82 bytes the contact page would otherwise fetch alone as they are shared
 * with the job page; and whether a tooltip can show, which the galleries' loader reads beside the
 * tooltips themselves (decision 173). Each separate chunk is a gzip stream of its own with its own
 * list of imported names, so these ride in the shell (decision 137).
 */
const pageFrame =
  /[\\/]app[\\/](root\.tsx|components[\\/](page-hero|near-screen-part|quote-call-actions|ui[\\/]section-heading)\.tsx|components[\\/]ui[\\/]tooltip-shown\.ts|lib[\\/]quote-request-fields\.ts)$|^\0vite[\\/]preload-helper/;
/** The bands the About and gallery pages share (the home page draws most of them), as one chunk. */
const pageBands =
  /[\\/]app[\\/]components[\\/](ui[\\/](section|card|star-rating|check-list)|sections[\\/](closing-cta|icon))\.tsx$/;

/**
 * V8's per-file compile hint: Chromium compiles every function of a script that opens with it on
 * the thread that streams the script in, instead of on the main thread as each is first called.
 * Only the framework chunk, which every page runs much of as it hydrates; the site's own chunks
 * gained nothing measurable (decision 170).
 */
const compiledAsItStreams = "//# allFunctionsCalledOnLoad";

const root = fileURLToPath(new URL(".", import.meta.url));
const images = fileURLToPath(new URL("./app/assets/images", import.meta.url));
/**
 * The encoded images are kept in the repository (decision 117, scripts/encodings.mjs): a fresh
 * clone's build finds every committed photo's encodings and encodes only photos added since.
 */
const encodings = fileURLToPath(new URL("./app/assets/encodings", import.meta.url));

export default defineConfig({
  // The job page's checks and YAML (app/owner/new-job/) are found only as it is first opened;
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
  // The job page's worker (the build's check and js-yaml's reader): js-yaml is one module whose
  // exports are read off objects (`var dump = dumper.dump`), so its writer, which the worker never
  // calls, is kept unless reading a property is taken to do nothing else (3.4 KB gzipped less;
  // decision 149). Only the worker's bundle is built so: no getter of its code has an effect.
  // Its bundle leaves out the words the schemas say only to the site editor (descriptions,
  // labels, hints), js-yaml's default schema, which it never reads with, and the bundler's
  // annotations, which the page's chunks drop too (decision 156).
  worker: {
    plugins: () => [schemaEditorWordsOut(), workerYamlCore()],
    rolldownOptions: {
      treeshake: { propertyReadSideEffects: false },
      output: { comments: { legal: true, annotation: false, jsdoc: false } },
    },
  },
  build: {
    // The build prints its own summary (scripts/build.mjs); sizes per page: scripts/js-budget.mjs.
    reportCompressedSize: false,
    rolldownOptions: {
      // Image encoding is slow by nature and reported by its own progress line.
      checks: { pluginTimings: false },
      output: {
        // After minifying, which would drop the comment. For other chunks, undefined: Rolldown
        // writes an empty string as an empty first line (its type names strings only).
        postBanner: (chunk) => (chunk.name === frameworkChunk ? compiledAsItStreams : (undefined as unknown as string)),
        codeSplitting: {
          groups: [
            { name: frameworkChunk, test: framework, priority: 2 },
            // Rolldown adds the captured module's static imports to the group by default
            // (`includeDependenciesRecursively`), so this is everything the root route loads.
            { name: "shell", test: pageFrame, priority: 1 },
            { name: "bands", test: pageBands, priority: 0 },
          ],
        },
      },
    },
  },
});
