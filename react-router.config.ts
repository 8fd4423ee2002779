import type { Config } from "@react-router/dev/config";

import { prerenderPaths } from "./app/content/registry";

export default {
  appDirectory: "app",
  // `npm run build` builds into a fresh directory and swaps it into `build/` only on success.
  buildDirectory: process.env.SITE_BUILD_DIR ?? "build",
  // Static hosting: every route is a prerendered HTML file that hydrates into the client app.
  ssr: false,
  prerender: prerenderPaths,
  // React Router 8's defaults, decided one by one (docs/decisions/054). Adopted: the site has no
  // middleware, client-loader exports or request handlers of its own. Not yet: with trailing-slash
  // aware data requests, React Router 7.18.4 prerenders each page at its path plus "/" (`/about/`),
  // so the header link marked current by an exact match is not marked in the prerendered HTML.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
