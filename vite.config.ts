import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { type ImageConfig, resolveConfigs } from "imagetools-core";
import { imagetools } from "vite-imagetools";

import { brandImagesPlugin } from "./app/content/brand-images-plugin.ts";
import { contentPlugin } from "./app/content/vite-plugin.ts";
import { withImageProgress } from "./scripts/image-progress.mjs";
import { siteEditorDev } from "./editor/build/site-editor-dev.mjs";

type Format = "avif" | "webp" | "jpeg";
/**
 * Widths the build makes of each kind of image, following the slots they fill: heroes span a
 * phone's width or half a desktop, photos a gallery column or a carousel stage, avatars a small
 * circle; the largest width covers a 2x screen. Qualities per format: the lowest that keeps the
 * site's pictures at an SSIM of 0.97 or more against their master (`npm run make --
 * image-settings`, docs/decisions/072); avatars, with no pictures to measure yet, keep the
 * encoders' defaults.
 */
const imagePresets: Record<string, { widths: number[]; quality: Record<Format, number> }> = {
  hero: { widths: [480, 768, 1080, 1440], quality: { avif: 45, webp: 75, jpeg: 70 } },
  photo: { widths: [400, 800, 1200], quality: { avif: 45, webp: 75, jpeg: 70 } },
  avatar: { widths: [192, 384], quality: { avif: 50, webp: 80, jpeg: 80 } },
};

/** Each encoding of a preset's image, with the quality of its slot for its format. */
function withSlotQuality(config: ImageConfig): ImageConfig {
  const quality = imagePresets[String(config.preset)]?.quality[String(config.format) as Format];
  return quality === undefined ? config : { ...config, quality: String(quality) };
}

const framework = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|^\0rolldown[\\/]runtime/;
const rootModule = /[\\/]app[\\/]root\.tsx$/;

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
  plugins: [
    // `import business from "@content/business.yml"`: checked, resolved content as plain data.
    contentPlugin(),
    // `import photo from "./x.jpg?preset=photo"` yields AVIF, WebP and JPEG at the preset's widths.
    withImageProgress(
      imagetools({
        defaultDirectives: (url) => {
          const preset = url.searchParams.get("preset");
          const widths = preset ? imagePresets[preset]?.widths : undefined;
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
    // The favicon, app icons and share image, from the name, logo and colours in the content.
    brandImagesPlugin(),
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
