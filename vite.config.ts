import { fileURLToPath } from "node:url";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";

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

export default defineConfig({
  plugins: [
    // `import photo from "./x.jpg?preset=photo"` yields AVIF, WebP and JPEG at the preset's widths.
    imagetools({
      defaultDirectives: (url) => {
        const preset = url.searchParams.get("preset");
        const widths = preset ? imagePresets[preset]?.widths : undefined;
        if (!widths) return new URLSearchParams();
        return new URLSearchParams({ w: widths.join(";"), format: "avif;webp;jpeg", as: "picture" });
      },
    }),
    tailwindcss(),
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
            // Rolldown adds the captured module's static imports to the group by default
            // (`includeDependenciesRecursively`), so this is everything the root route loads.
            { name: "shell", test: rootModule, priority: 1 },
          ],
        },
      },
    },
  },
});
