// @ts-check
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

import { containerLayout, mainConfig, productionConfig, siteConfig } from "../../host-config/nginx-config.mjs";
import { vercelOutputConfig } from "../../host-config/vercel-config.mjs";
import { buildSettings } from "../build-if-stale.mjs";
import { loadBusinessFacts } from "../sample-identity.mjs";

/**
 * Beside `client/`: `nginx/` and `vercel/config.json` from the same header rules as `_headers`,
 * and `settings.json`, the build settings `build-if-stale.mjs` compares to decide a rebuild.
 * @type {import("./pipeline.mjs").Step}
 */
export const hostConfigs = {
  name: "host-configs",
  needs: ["headerRules"],
  async run({ buildDirectory, files, log, fromEarlierSteps }) {
    const rules = /** @type {import("../../host-config/headers-file.mjs").HeaderRule[]} */ (
      fromEarlierSteps.headerRules
    );
    const nginx = path.join(buildDirectory, "nginx");
    await mkdir(nginx, { recursive: true });
    await mkdir(path.join(buildDirectory, "vercel"), { recursive: true });
    const serverName = new URL((await loadBusinessFacts()).siteUrl).hostname;
    await Promise.all([
      writeFile(path.join(buildDirectory, "settings.json"), JSON.stringify(buildSettings())),
      writeFile(path.join(nginx, "site.conf"), siteConfig(rules)),
      writeFile(
        path.join(nginx, "production.conf"),
        productionConfig({
          serverName,
          root: "/srv/site",
          siteInclude: "/srv/nginx/site.conf",
          functionsPort: containerLayout.functionsPort,
        }),
      ),
      // What the Dockerfile runs: the same site on port 8080 as an unprivileged user.
      writeFile(path.join(nginx, "container.conf"), mainConfig(containerLayout)),
      writeFile(
        path.join(buildDirectory, "vercel", "config.json"),
        JSON.stringify(vercelOutputConfig(rules, files.html()), null, 2) + "\n",
      ),
    ]);
    log("postbuild: nginx and Vercel configuration written");
  },
};
