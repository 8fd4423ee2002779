import type { Config } from "@react-router/dev/config";

import { prerenderPaths } from "./app/content/registry";

export default {
  appDirectory: "app",
  // `npm run build` builds into a fresh directory and swaps it into `build/` only on success.
  buildDirectory: process.env.SITE_BUILD_DIR ?? "build",
  // Static hosting: every route is a prerendered HTML file that hydrates into the client app.
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
