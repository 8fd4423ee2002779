import { defineConfig } from "@playwright/test";

import { chromiumArgs, findChromium } from "./scripts/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${port}`;
// The same build behind real nginx with the configuration the build generated.
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? port + 10);
const nginxURL = `http://localhost:${nginxPort}`;
/**
 * What each server must answer alike: HTTP, headers, policy, 404, compression, pages without
 * JavaScript, the site's functions.
 */
const hostSuites = [
  "http.spec.ts",
  "security-headers.spec.ts",
  "content-security-policy.spec.ts",
  "not-found.spec.ts",
  "static-files.spec.ts",
  "failure-modes.spec.ts",
  "site-functions.spec.ts",
];
// And behind Cloudflare Pages' own server (`wrangler pages dev`: workerd, from npm), which reads
// `_headers` as the live host does. Its workerd knows compatibility dates up to its release.
const cloudflarePort = Number(process.env.E2E_CLOUDFLARE_PORT ?? port + 20);
const cloudflareURL = `http://localhost:${cloudflarePort}`;
const desktop = { browserName: "chromium" as const, viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: "e2e",
  // Browser tests are `*.spec.ts`; a `*.test.ts` beside the support code is a Vitest unit test.
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: "list",
  timeout: 30_000,
  // A state a visitor waits for (a gallery's code near the screen, a page's hydration) can take
  // several seconds on a loaded two-core machine; a passing assertion never waits this long.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "off",
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  // Desktop by default; phone-specific specs switch with `test.use(phone)` from e2e/support/test.
  projects: [
    { name: "chromium", use: desktop },
    { name: "nginx", use: { ...desktop, baseURL: nginxURL }, testMatch: hostSuites },
    {
      name: "cloudflare",
      use: { ...desktop, baseURL: cloudflareURL },
      testMatch: ["security-headers.spec.ts", "http.spec.ts", "site-functions.spec.ts"],
    },
  ],
  // Served exactly as `npm start` and `npm run start:nginx` serve it; the test script builds
  // first when sources changed.
  webServer: [
    {
      command: "node server/serve.mjs",
      env: { PORT: String(port), HOST: "localhost" },
      url: baseURL,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: "node scripts/serve-nginx.mjs",
      env: { PORT: String(nginxPort), HOST: "localhost" },
      url: nginxURL,
      reuseExistingServer: false,
      timeout: 120_000,
      // Asked to stop rather than killed, it stops nginx and removes its folder in the temp directory.
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
    {
      command: `wrangler pages dev build/client --ip 127.0.0.1 --port ${cloudflarePort} --compatibility-date 2026-04-01 --persist-to node_modules/.cache/wrangler --log-level warn --show-interactive-dev-session=false`,
      env: { WRANGLER_SEND_METRICS: "false", WRANGLER_LOG_PATH: "node_modules/.cache/wrangler/logs" },
      url: cloudflareURL,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
