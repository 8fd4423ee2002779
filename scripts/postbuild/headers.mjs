// @ts-check
import { serializeHeaders } from "../../host-config/headers-file.mjs";
import { buildHeaderRules, loadSiteSettings, pagePolicy } from "../../host-config/site-headers.mjs";
import { inlineScripts } from "../../host-config/csp.mjs";
import { withPolicyMeta } from "../../host-config/not-found-policy.mjs";

import { urlPaths } from "./page-files.mjs";

/**
 * The inline scripts a page may carry, by who writes them. The policy allows each by its hash, so
 * a script none of these describes (a new one from a React Router upgrade) would be allowed
 * unread: the step stops instead, until it is known and added here (decision 040).
 */
const knownInlineScripts = [
  {
    writer: "React Router's context",
    test: (/** @type {string} */ text) => text.startsWith("window.__reactRouterContext = "),
  },
  {
    writer: "React Router's streamed data",
    test: (/** @type {string} */ text) =>
      /^window\.__reactRouterContext\.streamController\.(enqueue|close)\(/.test(text),
  },
  {
    writer: "React Router's <ScrollRestoration>",
    test: (/** @type {string} */ text) => text.startsWith("((storageKey, restoreKey) => {"),
  },
  {
    writer: "the bootstrap (defer-hydration.mjs)",
    test: (/** @type {string} */ text) => text.includes("window.__reactRouterRouteModules="),
  },
  {
    writer: "app/root.tsx or app/routes/not-found.tsx",
    test: (/** @type {string} */ text) => /^\(function (applyKeptBrandFace|goToPageInAnotherCase)\(/.test(text),
  },
];

/**
 * Stops the build when a page carries an inline script no known writer describes.
 * @param {string} file @param {string} html
 */
function expectKnownInlineScripts(file, html) {
  const unknown = inlineScripts(html).find((text) => !knownInlineScripts.some(({ test }) => test(text)));
  if (unknown === undefined) return;
  throw new Error(
    `headers: expected each inline script of ${file} to be one of ${knownInlineScripts.map(({ writer }) => writer).join(", ")}; found ${JSON.stringify(unknown.slice(0, 40))}... (decision 040)`,
  );
}

/**
 * The site's header rules, with each page's Content-Security-Policy computed from the inline
 * scripts in its final HTML, written as `_headers` (Netlify, Cloudflare Pages); `404.html` carries
 * its own policy in a `<meta>` (not-found-policy.mjs). Gives the rules to the host configurations.
 * @type {import("./pipeline.mjs").Step}
 */
export const headers = {
  name: "headers",
  needs: ["pages", "ownerPages", "editorPolicy", "editorSources"],
  gives: ["headerRules"],
  final: ["html", "files"],
  async run({ files, log, fromEarlierSteps }) {
    const settings = await loadSiteSettings();
    /** @type {import("../../host-config/site-headers.mjs").SiteFile[]} */
    const siteFiles = [];
    const sources = /** @type {import("../../editor/build/site-editor.mjs").EditorSources} */ (
      fromEarlierSteps.editorSources
    );
    // The prerendered pages: under admin/, the owner's pages; the editor's files there have their rule.
    // And the owner's pages a step wrote (the inbox of quote requests: lead-inbox.mjs).
    const pages = new Set([
      .../** @type {string[]} */ (fromEarlierSteps.pages),
      .../** @type {string[]} */ (fromEarlierSteps.ownerPages),
    ]);
    for (const file of files.all()) {
      if (file === "_headers" || file.startsWith("assets/")) continue;
      const owner = file.startsWith("admin/");
      if (owner && !pages.has(file)) continue;
      if (!file.endsWith(".html")) {
        siteFiles.push({ paths: urlPaths(file) });
        continue;
      }
      const html = await files.read(file);
      expectKnownInlineScripts(file, html);
      // The owner's pages publish through the editor's backend and show the photos they prepare.
      const policy = pagePolicy(html, settings, owner ? { connect: sources.connect, img: ["blob:"] } : undefined);
      siteFiles.push({ paths: urlPaths(file), policy, ...(owner ? { owner } : {}) });
      if (file === "404.html") await files.write(file, withPolicyMeta(html, policy));
    }
    const editorPolicy = /** @type {string} */ (fromEarlierSteps.editorPolicy);
    const rules = buildHeaderRules({ files: siteFiles, editorPolicy });
    await files.write("_headers", serializeHeaders(rules));
    log(
      `postbuild: 404.html and _headers written for ${siteFiles.length} files` +
        (settings.analyticsId ? ", analytics allowed" : ""),
    );
    return { headerRules: rules };
  },
};
