import { fileURLToPath } from "node:url";

import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";

import { contentPlugin } from "./app/content/vite-plugin.ts";

// Unit tests do not run the image pipeline: a preset import becomes a small, fixed picture
// whose file names still say which master it came from.
const stubImages: Plugin = {
  name: "stub-preset-images",
  enforce: "pre",
  resolveId: (id) => (/\?preset=/.test(id) ? `\0stub-image:${id}` : undefined),
  load(id) {
    if (!id.startsWith("\0stub-image:")) return undefined;
    const name = id
      .slice("\0stub-image:".length)
      .split("?")[0]!
      .split("/")
      .pop()!
      .replace(/\.\w+$/, "");
    const picture = {
      sources: {
        avif: `/assets/${name}-400.avif 400w`,
        webp: `/assets/${name}-400.webp 400w`,
        jpg: `/assets/${name}-400.jpg 400w`,
      },
      img: { src: `/assets/${name}-400.jpg`, w: 400, h: 300 },
    };
    return `export default ${JSON.stringify(picture)};`;
  },
};

export default defineConfig({
  plugins: [stubImages, contentPlugin()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "editor/**/*.test.{ts,tsx}",
      "host-config/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "e2e/support/**/*.test.ts",
    ],
    environment: "jsdom",
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
    // Typing into forms in jsdom takes a few seconds when the machine is busy (CI shares two
    // cores with the browser tests' build); a slow run is not a failure.
    testTimeout: 20_000,
  },
});
