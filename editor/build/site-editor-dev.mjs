// @ts-check
/**
 * Serves the site editor at `/admin/` from the development server. React Router's dev server
 * would send `/admin/` to the not-found route, and Vite serves `public/` files only by their
 * exact names, so this middleware answers the editor's paths before either sees them.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { contentVersion, contentVersionPath } from "./content-version.mjs";
import {
  adminDirectory,
  contentSnapshotFile,
  decapDirectory,
  editorHeaders,
  editorScripts,
  editorPolicy,
  localEditingConfig,
  previewImagesFolder,
  verifiedDecapFiles,
} from "./site-editor.mjs";
import { bundleEditorInMemory } from "./site-editor-bundle.mjs";

/** The local Decap server's API, on the port `npm run edit` gives it. */
export function localApiUrl(port = Number(process.env.CMS_PORT ?? 8081)) {
  return `http://127.0.0.1:${port}/api/v1`;
}

/** @param {string} url */
async function answers(url) {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
      signal: AbortSignal.timeout(2000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** Shown instead of the editor when nothing would save the owner's edits. */
const notRunningPage = `<!DOCTYPE html>
<html lang="en-GB">
<head><meta charset="utf-8"/><meta name="robots" content="noindex"/><title>Site editor not running</title></head>
<body>
<h1>The site editor is not running</h1>
<p>This development server was started without the local editing server, so nothing you change here could be saved.</p>
<p>Stop it (Ctrl-C) and start the site with <code>npm run edit</code>, then open this page again.</p>
</body>
</html>
`;

/** @type {Record<string, string>} */
const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".wasm": "application/wasm",
  ".yml": "text/yaml; charset=utf-8",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".svg": "image/svg+xml",
};

/**
 * The editor's own script, built when the server starts and again after a change to the app's
 * code, so the editor always loads what the site's code is now.
 * @param {import("vite").ViteDevServer} server
 */
function editorBundle(server) {
  /** @type {Promise<Map<string, string>> | undefined} */
  let built;
  const build = () =>
    (built ??= bundleEditorInMemory().then(
      (files) => new Map(files.map((file) => [file.name, file.text])),
      (error) => {
        built = undefined;
        throw error;
      },
    ));
  const appFolder = path.join(server.config.root, "app") + path.sep;
  server.watcher.on("all", (_event, file) => {
    if (file.startsWith(appFolder)) built = undefined;
  });
  void build().catch((error) => server.config.logger.error(`site editor: ${error.message}`));
  return build;
}

/**
 * @param {{ apiUrl?: string }} [options]
 * @returns {import("vite").Plugin}
 */
export function siteEditorDev({ apiUrl = localApiUrl() } = {}) {
  const headers = editorHeaders(editorPolicy({ connect: [new URL(apiUrl).origin], img: [] }));
  return {
    name: "site-editor-dev",
    apply: "serve",
    configureServer(server) {
      const decapFiles = new Set(verifiedDecapFiles());
      const bundle = editorBundle(server);
      const imagesRoot = path.join(server.config.root, "app/assets/images") + path.sep;
      server.middlewares.use(async (req, res, next) => {
        const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
        if (pathname === "/admin") {
          res.writeHead(301, { Location: "/admin/" }).end();
          return;
        }
        if (pathname === contentVersionPath) {
          // The development site shows each saved file at once: its version is the working copy's.
          res.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-cache" });
          res.end(JSON.stringify(await contentVersion()));
          return;
        }
        if (!pathname.startsWith("/admin/")) return next();
        const name = pathname.slice("/admin/".length) || "index.html";
        /** @type {string | Buffer | undefined} */
        let body;
        let status = 200;
        if (name === "index.html") {
          if (await answers(apiUrl)) body = readFileSync(path.join(adminDirectory, "index.html"));
          else [body, status] = [notRunningPage, 503];
        } else if (name === "config.yml") {
          // Through the dev server's module graph, so an edited schema shows at the next reload.
          try {
            const { generateCollections } = await server.ssrLoadModule("/app/content/editor-config.ts");
            const { imageFiles } = await server.ssrLoadModule("/app/content/load.ts");
            body = localEditingConfig(
              readFileSync(path.join(adminDirectory, "config.yml"), "utf8"),
              generateCollections({ pictures: imageFiles(server.config.root) }),
              apiUrl,
            );
          } catch (error) {
            // Decap shows this text as its configuration error, naming what to fix.
            [body, status] = [`# ${error instanceof Error ? error.message : String(error)}\n`, 500];
          }
        } else if (name.startsWith(`${previewImagesFolder}/`)) {
          // The preview shows the working copy's photos, saved ones included.
          const file = path.join(imagesRoot, decodeURIComponent(name.slice(previewImagesFolder.length + 1)));
          if (file.startsWith(imagesRoot) && existsSync(file)) body = readFileSync(file);
        } else if (/^site-editor.*\.js$/.test(name)) {
          try {
            body = (await bundle()).get(name);
          } catch (error) {
            const message = `site editor: its script did not build: ${error instanceof Error ? error.message : String(error)}`;
            server.config.logger.error(message);
            [body, status] = [message, 500];
          }
        } else if (name === contentSnapshotFile) {
          // Read afresh, so a Save is checked against the files as the last Save left them.
          const { contentSnapshot } = await server.ssrLoadModule("/app/content/load.ts");
          body = JSON.stringify(await contentSnapshot(server.config.root, true));
        } else if (editorScripts.includes(name)) {
          body = readFileSync(path.join(adminDirectory, name));
        } else if (decapFiles.has(name)) {
          body = readFileSync(path.join(decapDirectory, name));
        } else {
          // A file the site's components import by address, written beside the script.
          body = (await bundle().catch(() => undefined))?.get(name);
        }
        if (body === undefined) return next();
        res.writeHead(status, {
          ...headers,
          "Cache-Control": "no-cache",
          "Content-Type": types[path.extname(name)] ?? "application/octet-stream",
          "X-Content-Type-Options": "nosniff",
        });
        res.end(body);
      });
    },
  };
}
