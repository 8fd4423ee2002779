// @ts-check
/**
 * Serves the site editor at `/admin/` from the development server. React Router's dev server
 * would send `/admin/` to the not-found route, and Vite serves `public/` files only by their
 * exact names, so this middleware answers the editor's paths before either sees them.
 */
import { readFileSync } from "node:fs";
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
  saveChecksScript,
  saveChecksSource,
  verifiedDecapFiles,
} from "./site-editor.mjs";

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
};

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
            body = localEditingConfig(
              readFileSync(path.join(adminDirectory, "config.yml"), "utf8"),
              generateCollections(),
              apiUrl,
            );
          } catch (error) {
            // Decap shows this text as its configuration error, naming what to fix.
            [body, status] = [`# ${error instanceof Error ? error.message : String(error)}\n`, 500];
          }
        } else if (name === saveChecksScript) {
          // The dev server compiles the save checks as a module of the site; the editor loads it from there.
          res.writeHead(302, {
            Location: `/${path.relative(server.config.root, saveChecksSource).split(path.sep).join("/")}`,
          });
          res.end();
          return;
        } else if (name === contentSnapshotFile) {
          // Read afresh, so a Save is checked against the files as the last Save left them.
          const { contentSnapshot } = await server.ssrLoadModule("/app/content/load.ts");
          body = JSON.stringify(await contentSnapshot(server.config.root, true));
        } else if (editorScripts.includes(name)) {
          body = readFileSync(path.join(adminDirectory, name));
        } else if (decapFiles.has(name)) {
          body = readFileSync(path.join(decapDirectory, name));
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
