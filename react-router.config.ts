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
  // middleware or client-loader exports, and the Environment API build writes the same files.
  // Not yet: with the two request-handling flags on, the header link of the current page lost
  // aria-current after hydration (e2e/navigation.spec.ts); revisit with the React Router 8 upgrade.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
