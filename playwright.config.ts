import { defineConfig } from "@playwright/test";

import { chromiumArgs, resolveChromium } from "./e2e/support/chromium";

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    trace: "off",
    launchOptions: { executablePath: resolveChromium(), args: chromiumArgs },
  },
  // Desktop by default; phone-specific specs switch with `test.use(phone)` from e2e/support/test.
  projects: [{ name: "chromium", use: { browserName: "chromium", viewport: { width: 1280, height: 800 } } }],
  // Served exactly as `npm start` serves it; the test script builds first when sources changed.
  webServer: {
    command: "node server/serve.mjs",
    env: { PORT: String(port), HOST: "localhost" },
    url: baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
