import type { Config } from "@react-router/dev/config";

import { prerenderPaths } from "./app/content/registry";

export default {
  appDirectory: "app",
  // Static hosting: every route is a prerendered HTML file that hydrates into the client app.
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
