import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { type ImageConfig, resolveConfigs } from "imagetools-core";
import { imagetools } from "vite-imagetools";

import { siteFilesPlugin } from "./app/content/site-files-plugin.ts";
import { type ImageFormat, imagePresets } from "./app/content/image-presets.ts";
import type { ImagePreset } from "./app/content/schema/refs.ts";
import { contentPlugin } from "./app/content/vite-plugin.ts";
import { withImageProgress } from "./scripts/image-progress.mjs";
import { siteEditorDev } from "./editor/build/site-editor-dev.mjs";

/** A preset by the name an image's address gives, if there is one of that name. */
const presetNamed = (name: unknown) =>
  (imagePresets as Partial<Record<string, (typeof imagePresets)[ImagePreset]>>)[String(name)];

/** Each encoding of a preset's image, with the quality of its slot for its format. */
function withSlotQuality(config: ImageConfig): ImageConfig {
  const quality = presetNamed(config.preset)?.quality[String(config.format) as ImageFormat];
  return quality === undefined ? config : { ...config, quality: String(quality) };
}

const framework = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|^\0rolldown[\\/]runtime/;
/**
 * What every visitor page but the home page draws with the shell: its hero, its section headings,
 * the loader of its below-the-fold parts and Vite's helper for loading them; and the quote
 * request's field names, 82 bytes the contact page would otherwise fetch alone as they are shared
 * with the job page. Each separate chunk is a gzip stream of its own with its own list of imported
 * names, so these ride in the shell (decision 137).
 */
const pageFrame =
  /[\\/]app[\\/](root\.tsx|components[\\/](page-hero|near-screen-part|quote-call-actions|ui[\\/]section-heading)\.tsx|lib[\\/]quote-request-fields\.ts)$|^\0vite[\\/]preload-helper/;
/** The bands the About and gallery pages share (the home page draws most of them), as one chunk. */
const pageBands =
  /[\\/]app[\\/]components[\\/](ui[\\/](section|card|star-rating|check-list)|sections[\\/](closing-cta|icon))\.tsx$/;

const root = fileURLToPath(new URL(".", import.meta.url));
const images = fileURLToPath(new URL("./app/assets/images", import.meta.url));
const version = (name: string) =>
  (
    JSON.parse(readFileSync(new URL(`./node_modules/${name}/package.json`, import.meta.url), "utf8")) as {
      version: string;
    }
  ).version;
/**
 * The encoded images are kept between builds. vite-imagetools names each one by the source
 * image's pixels and the directives; the encoder's versions are not in that name, so they name
 * the folder: an upgrade of either starts a fresh cache instead of reusing old encodings.
 */
const imageCache = `node_modules/.cache/imagetools/sharp-${version("sharp")}-imagetools-${version("vite-imagetools")}`;

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
      imagetools({
        defaultDirectives: (url) => {
          const preset = url.searchParams.get("preset");
          const widths = presetNamed(preset)?.widths;
          if (!widths) return new URLSearchParams();
          return new URLSearchParams({ w: widths.join(";"), format: "avif;webp;jpeg", as: "picture" });
        },
        resolveConfigs: (entries, outputFormats) => resolveConfigs(entries, outputFormats).map(withSlotQuality),
        // Encodings no build has used for 30 days are removed.
        cache: { enabled: true, dir: imageCache, retention: 30 * 24 * 3600 },
      }),
      {
        images,
        total: readdirSync(images, { recursive: true }).filter((name) => /\.(jpe?g|png|webp|avif)$/i.test(String(name)))
          .length,
        root,
        cacheDir: `${root}${imageCache}`,
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
            { name: "shell", test: pageFrame, priority: 1 },
            { name: "bands", test: pageBands, priority: 0 },
          ],
        },
      },
    },
  },
});
