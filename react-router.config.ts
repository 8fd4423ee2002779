import type { Config } from "@react-router/dev/config";

import { prerenderPaths } from "./app/content/registry";

export default {
  appDirectory: "app",
  // `npm run build` builds into a fresh directory and swaps it into `build/` only on success.
  buildDirectory: process.env.SITE_BUILD_DIR ?? "build",
  // Static hosting: every route is a prerendered HTML file that hydrates into the client app.
  ssr: false,
  prerender: prerenderPaths,
  // React Router 8's defaults, each adopted on its own (docs/decisions/054, 084): the site has no
  // middleware, client-loader exports or request handlers of its own.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
