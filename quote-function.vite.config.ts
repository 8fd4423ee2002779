/*
 * The quote request's function (app/components/quote-form/quote-submission.ts) as one plain
 * module with its content built in: `build/functions/quote-submission.mjs`, which every host's
 * adapter imports (server/serve.mjs, functions/api/quote.js, netlify/functions/quote.mjs and
 * Vercel's function). `npm run build` runs it after the site's build, with the same checked content.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";

import { defineConfig } from "vite";

import { contentPlugin } from "./app/content/vite-plugin.ts";

const quoteFunctionFile = "quote-submission.mjs";

export default defineConfig({
  logLevel: "warn",
  plugins: [contentPlugin()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    ssr: "app/components/quote-form/quote-submission.ts",
    outDir: path.join(process.env.SITE_BUILD_DIR ?? "build", "functions"),
    emptyOutDir: true,
    minify: false,
    rollupOptions: { output: { entryFileNames: quoteFunctionFile } },
  },
  // Every import bundled: the hosts run the file as it is, without node_modules.
  ssr: { noExternal: true },
});
