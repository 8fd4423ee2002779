// @ts-check
/**
 * The site editor at `/admin/`: Decap CMS, served from this repository's own files (never a
 * CDN), with its own Content-Security-Policy. The build copies it into `build/client/admin/`;
 * the development server serves the same files with a configuration that talks to the local
 * Decap server (`npm run edit`). See docs/decisions/060-site-editor.md.
 */
import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { copyFile, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { parse, stringify } from "yaml";

import { productionBuildBy } from "../../app/content/sample-details.mjs";

import { checkedSnapshot, importContentModule, loadSiteContent } from "../../scripts/content-module.mjs";
import { encodingsFolder } from "../../scripts/encodings.mjs";
import { photoSlotFiles, writeListPhotos } from "./list-photos.mjs";
import { buildEditorBundle } from "./site-editor-bundle.mjs";

/** Where the editor's own page and configuration live. */
export const adminDirectory = fileURLToPath(new URL("../page/", import.meta.url));
/** The editor's own scripts beside Decap: after Publish, whether the live site has the change. */
export const editorScripts = ["live-status.js", "content-version.js"];

/** The pinned, prebuilt Decap CMS files (see its README for how to update them). */
export const decapDirectory = fileURLToPath(new URL("../../vendor/decap-cms/", import.meta.url));

/**
 * Every file of the vendored Decap CMS build, after checking each against `SHA256SUMS`: a file
 * changed by hand, by a formatter or by a bad merge stops the build instead of reaching the
 * owner's browser.
 * @param {string} [directory]
 * @returns {string[]} file names, relative to the directory
 */
export function verifiedDecapFiles(directory = decapDirectory) {
  const sums = readFileSync(path.join(directory, "SHA256SUMS"), "utf8");
  /** @type {string[]} */
  const names = [];
  for (const line of sums.split("\n").filter(Boolean)) {
    const match = /^([0-9a-f]{64}) [ *](\S+)$/.exec(line);
    if (!match) throw new Error(`site editor: unreadable line in vendor/decap-cms/SHA256SUMS: ${line}`);
    const [, expected = "", name = ""] = match;
    const actual = createHash("sha256")
      .update(readFileSync(path.join(directory, name)))
      .digest("hex");
    if (actual !== expected)
      throw new Error(
        `site editor: vendor/decap-cms/${name} does not match its SHA-256 in SHA256SUMS; restore it with \`npm run make -- editor\``,
      );
    names.push(name);
  }
  const unlisted = readdirSync(directory).filter((name) => /\.(js|wasm)$/.test(name) && !names.includes(name));
  if (unlisted.length > 0)
    throw new Error(`site editor: vendor/decap-cms/ holds files SHA256SUMS does not list: ${unlisted.join(", ")}`);
  if (!names.includes("decap-cms.js")) throw new Error("site editor: vendor/decap-cms/ has no decap-cms.js");
  return names;
}

/**
 * The editor's configuration as the built site serves it: `editor/page/config.yml` (backend and media
 * settings), which must not name a local backend (a published editor would then look for a
 * server on the owner's computer before signing in), followed by the collections generated from
 * the content schemas (app/content/editor-config.ts).
 * @param {string} configText  `editor/page/config.yml`
 * @param {unknown[]} collections  `generateCollections()`
 */
export function publishedConfig(configText, collections) {
  if (/^local_backend\s*:/m.test(configText))
    throw new Error("site editor: editor/page/config.yml must not set local_backend; `npm run edit` adds it");
  if (/^collections\s*:/m.test(configText))
    throw new Error(
      "site editor: editor/page/config.yml must not list collections; they are generated from the content schemas (app/content/editor-config.ts)",
    );
  return `${configText.trimEnd()}\n\n# Generated from the page registry and the content schemas (app/content/editor-config.ts).\n${stringify({ collections }, { lineWidth: 0 })}`;
}

/**
 * The collections the content schemas generate, read through Vite so that Node can run the
 * TypeScript schemas (as `npm run check` does), with the pictures the content was checked with.
 * @param {string[]} pictures  paths below app/assets/images
 * @returns {Promise<unknown[]>}
 */
async function generatedCollections(pictures) {
  const { generateCollections } = await importContentModule("editor-config.ts");
  return generateCollections({ pictures });
}

/** The content the editor checks an entry against and previews it with, by its name under `/admin/`. */
export const contentSnapshotFile = "content.json";
/** Where the editor serves the image files that content names (editor/browser/preview/register.ts reads them there). */
export const previewImagesFolder = "images";

/**
 * The content files' data and the pictures' sizes, as the save checks read them: inside a build,
 * what its check kept (decision 088), else read now.
 * @param {string} root
 * @returns {Promise<import("../../app/content/check.ts").ContentSnapshot>}
 */
async function builtContentSnapshot(root) {
  const checked = checkedSnapshot();
  // Photos uploaded in the editor after this build are not among its pictures.
  const { raw, images, sizes, galleriesBasis } =
    checked ?? (await (await importContentModule()).contentSnapshot(root, false));
  // The host that ran this build will refuse the next one with sample details in it.
  return {
    raw,
    images,
    sizes,
    galleriesBasis,
    complete: false,
    refusesSamples: productionBuildBy(process.env, process.argv) !== undefined,
    // What a job queued with no signal is edited from, and sent only if GitHub still holds it.
    galleriesText: readFileSync(path.join(root, "content", "galleries.yml"), "utf8"),
  };
}

/**
 * The image files the built content names, for the preview: the site's build only keeps their
 * resized copies, under names the editor cannot know.
 * @param {string[]} files  paths below app/assets/images
 * @param {string} target
 */
async function copyPreviewImages(files, target) {
  const { imagesDir } = await importContentModule();
  await Promise.all(
    files.map(async (file) => {
      await mkdir(path.dirname(path.join(target, file)), { recursive: true });
      await copyFile(path.join(process.cwd(), imagesDir, file), path.join(target, file));
    }),
  );
  return files.length;
}

/**
 * The small copies of the photos the job page's lists show (list-photos.mjs), and their addresses
 * for the content it reads.
 * @param {import("../../app/content/check.ts").ContentSnapshot} snapshot
 * @param {string} target
 */
async function copyListPhotos(snapshot, target) {
  const [{ imagesDir }, { imageEncodingOptions }, content] = await Promise.all([
    importContentModule(),
    importContentModule("image-encoding.ts"),
    loadSiteContent(process.cwd()),
  ]);
  const sources = {
    files: photoSlotFiles(content),
    sizes: snapshot.sizes,
    images: path.join(process.cwd(), imagesDir),
    encodings: path.join(process.cwd(), encodingsFolder),
    options: imageEncodingOptions,
  };
  return writeListPhotos(sources, target);
}

/**
 * The editor's configuration as the development server sends it: the published one plus
 * `local_backend`, so Decap edits the working copy through the local Decap server instead of
 * signing in to the production backend.
 * @param {string} configText  `editor/page/config.yml`
 * @param {unknown[]} collections  `generateCollections()`
 * @param {string} proxyUrl  The local Decap server's API, e.g. `http://127.0.0.1:8081/api/v1`
 */
export function localEditingConfig(configText, collections, proxyUrl) {
  return `${publishedConfig(configText, collections).trimEnd()}\n\n# Added by the development server (npm run edit): edit the working copy.\nlocal_backend:\n  url: ${proxyUrl}\n`;
}

/**
 * @typedef {object} EditorSources
 * @property {string[]} connect  Origins the editor's script talks to.
 * @property {string[]} img  Origins it shows images from.
 */

/**
 * What the configured backend needs beyond the site's own origin, read from `editor/page/config.yml`.
 * Only the backends this site documents are known; another one stops the build here, so its
 * origins are added on purpose rather than discovered as a blocked request after deploying.
 * @param {string} configText
 * @returns {EditorSources}
 */
export function backendSources(configText) {
  const config = parse(configText);
  const backend = config?.backend ?? {};
  switch (backend.name) {
    case "github":
      return {
        connect: [new URL(backend.api_root ?? "https://api.github.com").origin],
        // The signed-in user's avatar in the editor's header.
        img: ["https://avatars.githubusercontent.com"],
      };
    case "git-gateway":
      // The site's own function (the passkey sign-in) or Netlify's Git Gateway answer on the site's
      // own origin. Decap makes the passkey sign-in's address from base_url, which must be whole.
      if (backend.auth_type === "pkce" && !/^https?:\/\/[^/]/.test(String(backend.base_url ?? "")))
        throw new Error(
          `site editor: backend.base_url in editor/page/config.yml must be the site's address, e.g. https://www.example.com, not "${backend.base_url ?? ""}"`,
        );
      return { connect: [], img: [] };
    default:
      throw new Error(
        `site editor: backend "${backend.name}" in editor/page/config.yml is not one this site knows; add its origins in editor/build/site-editor.mjs`,
      );
  }
}

/**
 * The editor's Content-Security-Policy. Decap compiles its configuration schema with AJV, which
 * generates code (`unsafe-eval`), and styles itself with emotion, which injects `<style>`
 * elements (`unsafe-inline` styles); neither is allowed on the public pages. Previews and
 * uploads are `blob:` URLs.
 * @param {EditorSources} sources
 */
export function editorPolicy({ connect, img }) {
  const unique = (/** @type {string[]} */ values) => [...new Set(values)];
  /** @type {[string, string[]][]} */
  const directives = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", "'unsafe-eval'"]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", unique(["'self'", "blob:", "data:", ...img])],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", unique(["'self'", "blob:", ...connect])],
    ["frame-src", ["'self'", "blob:"]],
    ["worker-src", ["'self'", "blob:"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, values]) => [name, ...values].join(" ")).join("; ");
}

/**
 * The addresses of the editor's page. Its other files are under `/admin/` too, beside the owner's
 * own pages (`/admin/new-job`), which have policies of their own: one rule for every path there
 * would give them two.
 */
export const editorPagePaths = ["/admin/", "/admin/index.html"];

/** Headers of every file under `/admin/`: always revalidated, never indexed. */
export const editorFileHeaders = {
  "Cache-Control": "public, max-age=0, must-revalidate",
  "X-Robots-Tag": "noindex, nofollow",
};

/**
 * Headers a page under `/admin/` adds to those: its policy, and an opener policy that lets the
 * GitHub sign-in popup report back through `window.opener` (`same-origin` would cut it off).
 * @param {string} policy
 */
export const editorPageHeaders = (policy) => ({
  "Content-Security-Policy": policy,
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
});

/**
 * Every header of the editor's page, as the development server sends it.
 * @param {string} policy
 * @returns {Record<string, string>}
 */
export const editorHeaders = (policy) => ({ ...editorFileHeaders, ...editorPageHeaders(policy) });

/**
 * Copies the editor into a static build (`build/client/admin/`) and returns its policy.
 * @param {string} clientDirectory
 */
export async function writeEditor(clientDirectory) {
  const target = path.join(clientDirectory, "admin");
  const { publicSnapshot } = await importContentModule("check.ts");
  const snapshot = publicSnapshot(await builtContentSnapshot(process.cwd()));
  const configText = publishedConfig(
    readFileSync(path.join(adminDirectory, "config.yml"), "utf8"),
    await generatedCollections(snapshot.images),
  );
  const policy = editorPolicy(backendSources(configText));
  const names = verifiedDecapFiles();
  await mkdir(target, { recursive: true });
  const listPhotos = await copyListPhotos(snapshot, target);
  const written = await Promise.all([
    ...names.map((name) => copyFile(path.join(decapDirectory, name), path.join(target, name))),
    copyFile(path.join(adminDirectory, "index.html"), path.join(target, "index.html")),
    ...editorScripts.map((name) => copyFile(path.join(adminDirectory, name), path.join(target, name))),
    writeFile(path.join(target, "config.yml"), configText),
    writeFile(path.join(target, contentSnapshotFile), JSON.stringify({ ...snapshot, listPhotos })).then(() => 1),
    copyPreviewImages(snapshot.images, path.join(target, previewImagesFolder)),
    buildEditorBundle(target).then((files) => files.length),
  ]);
  const counted = written.filter((count) => typeof count === "number");
  // Decap's files, index.html, config.yml and the editor's own scripts, the lists' photos, then the content, images and bundle.
  const files = names.length + 2 + editorScripts.length + Object.keys(listPhotos).length;
  return { policy, sources: backendSources(configText), files: files + counted.reduce((sum, count) => sum + count, 0) };
}
