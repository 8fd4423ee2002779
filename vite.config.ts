import { fileURLToPath } from "node:url";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";

import { contentPlugin } from "./app/content/vite-plugin.ts";
import { siteEditorDev } from "./server/site-editor-dev.mjs";

/**
 * Widths the build makes of each kind of image, following the slots they fill: heroes span a
 * phone's width or half a desktop, photos a gallery column or a carousel stage, avatars a small
 * circle; the largest width covers a 2x screen.
 */
const imagePresets: Record<string, { widths: number[] }> = {
  hero: { widths: [480, 768, 1080, 1440] },
  photo: { widths: [400, 800, 1200] },
  avatar: { widths: [192, 384] },
};

const framework = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|^\0rolldown[\\/]runtime/;
const rootModule = /[\\/]app[\\/]root\.tsx$/;

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null };

/** Whether the root route imports a module, directly or through other static imports. */
function loadedByRoot(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (rootModule.test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return (graph.getModuleInfo(id)?.importers ?? []).some((importer) => loadedByRoot(importer, graph, seen));
}

export default defineConfig({
  plugins: [
    // `import business from "@content/business.yml"`: checked, resolved content as plain data.
    contentPlugin(),
    // `import photo from "./x.jpg?preset=photo.ts"` yields AVIF, WebP and JPEG at the preset's widths.
    imagetools({
      defaultDirectives: (url) => {
        const preset = url.searchParams.get("preset");
        const widths = preset ? imagePresets[preset]?.widths : undefined;
        if (!widths) return new URLSearchParams();
        return new URLSearchParams({ w: widths.join(";"), format: "avif;webp;jpeg", as: "picture" });
      },
    }),
    tailwindcss(),
    // `/admin/` in development; the build copies the editor in scripts/postbuild.mjs.
    siteEditorDev(),
    reactRouter(),
  ],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: framework, priority: 2 },
            {
              name: (id, ctx) => (!id.includes("node_modules") && loadedByRoot(id, ctx) ? "shell" : null),
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
