// @ts-check
/**
 * The site's image encodings are kept in the repository (app/assets/encodings/, decision 117),
 * so that a host that clones and builds with no cache finds every committed photo's encodings and
 * encodes only the photos added since. vite-imagetools reads and writes them there as its cache:
 * each file is named by the hash of its settings and of the source file's bytes.
 *
 * `withCommittedEncodings` wraps vite-imagetools' `load`. Before each of the site's pictures is
 * loaded it works out the names vite-imagetools will give its encodings, from the same options the
 * plugin is given, and:
 * - all there: vite-imagetools reads them, reading the photo once and decoding nothing;
 * - a photo with none there, not in the index: a new photo, encoded and added to the index;
 * - a photo the index lists, with its encodings not all there: the settings changed since it was
 *   encoded. The build stops with one line rather than silently re-encode every photo; the
 *   re-encode is done on purpose, with progress, by `npm run make -- encodings --all`
 *   (`SITE_ENCODINGS=renew`), which also drops encodings no picture uses any more.
 * The encoder's version is not in the names: an upgrade keeps the committed encodings, and the
 * build says once which version made them.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";

import { builtinOutputFormats, extractEntries, parseURL, resolveConfigs } from "imagetools-core";
import sharp from "sharp";

export const encodingsFolder = "app/assets/encodings";
/** The files vite-imagetools takes (its default `include`). */
const encodedImage = /\.(avif|gif|heif|jpeg|jpg|png|tiff|webp)$/;
const indexName = "index.json";
const renewCommand = "npm run make -- encodings --all";

/**
 * @typedef {{ file: string, encodings: string[] }} IndexedSource
 * @typedef {{ encoder: Record<string, string>, sources: Record<string, IndexedSource> }} EncodingsIndex
 * @typedef {Pick<import("vite-imagetools").VitePluginOptions, "defaultDirectives" | "resolveConfigs">} NamingOptions
 */

/** The hash vite-imagetools names a source by: SHA-1 of the file's bytes. @param {Uint8Array} bytes */
export const sourceHash = (bytes) => createHash("sha1").update(bytes).digest("hex");

/** An encoding's name, as vite-imagetools gives it. @param {import("imagetools-core").ImageConfig} config @param {string} hash */
const encodingName = (config, hash) => createHash("sha1").update(JSON.stringify(config)).update(hash).digest("hex");

/** What made the encodings: sharp and the libvips inside it. */
const encoderVersion = () => ({ sharp: sharp.versions.sharp ?? "", libvips: sharp.versions.vips });

/** @param {string} dir @returns {EncodingsIndex} */
export function readIndex(dir) {
  const file = path.join(dir, indexName);
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : { encoder: {}, sources: {} };
}

/** Written with its keys in order, so that the same encodings always make the same file. @param {string} dir @param {EncodingsIndex} index */
function writeIndex(dir, index) {
  const sources = Object.fromEntries(Object.entries(index.sources).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(path.join(dir, indexName), `${JSON.stringify({ encoder: index.encoder, sources }, null, 2)}\n`);
}

/**
 * One picture's encodings as vite-imagetools makes them: its directives (the URL's and the
 * defaults), widths above the picture's own clamped to it, then each config and its name.
 * @param {string} id  The picture's import, `file?preset=...`.
 * @param {string} hash  The file's sourceHash.
 * @param {number} intrinsicWidth
 * @param {NamingOptions} options
 */
async function namedEncodings(id, hash, intrinsicWidth, options) {
  const url = parseURL(id);
  const defaults =
    typeof options.defaultDirectives === "function"
      ? await options.defaultDirectives(url, () => Promise.reject(new Error("encodings: no metadata here")))
      : (options.defaultDirectives ?? new URLSearchParams());
  const directives = new URLSearchParams({ ...Object.fromEntries(defaults), ...Object.fromEntries(url.searchParams) });
  const width = directives.get("w");
  if (width && directives.get("allowUpscale") !== "true") {
    const clamped = width.split(";").map((w) => (parseInt(w) <= intrinsicWidth ? w : String(intrinsicWidth)));
    directives.set("w", [...new Set(clamped)].join(";"));
  }
  const entries = extractEntries(directives);
  const configs =
    options.resolveConfigs?.(entries, builtinOutputFormats) ?? resolveConfigs(entries, builtinOutputFormats);
  return configs.map((config) => ({ config, name: encodingName(config, hash) }));
}

/**
 * The names vite-imagetools gives one picture's encodings.
 * @param {string} id  The picture's import, `file?preset=...`.
 * @param {string} hash  The file's sourceHash.
 * @param {number} intrinsicWidth
 * @param {NamingOptions} options
 */
export const encodingNames = async (id, hash, intrinsicWidth, options) =>
  (await namedEncodings(id, hash, intrinsicWidth, options)).map(({ name }) => name);

/**
 * The name of a picture's narrowest encoding in one format, or undefined if its slot makes none.
 * @param {string} id  The picture's import, `file?preset=...`.
 * @param {string} hash  The file's sourceHash.
 * @param {number} intrinsicWidth
 * @param {NamingOptions} options
 * @param {string} format  e.g. "webp"
 */
export async function narrowestEncodingName(id, hash, intrinsicWidth, options, format) {
  const inFormat = (await namedEncodings(id, hash, intrinsicWidth, options)).filter(
    ({ config }) => config.format === format,
  );
  const width = (/** @type {{ config: import("imagetools-core").ImageConfig }} */ { config }) =>
    Number(config.w) || Infinity;
  return inFormat.sort((a, b) => width(a) - width(b))[0]?.name;
}

/** @param {string} dir */
const storedNames = (dir) => new Set(existsSync(dir) ? readdirSync(dir) : []);

/**
 * What the build must do with one picture, given the names its encodings need.
 * @param {{ names: string[], hash: string, stored: (name: string) => boolean, index: EncodingsIndex, renew: boolean }} facts
 * @returns {"stored" | "new" | "renew" | "settings changed"}
 */
function planFor({ names, hash, stored, index, renew }) {
  if (names.every(stored)) return "stored";
  if (!index.sources[hash]) return "new";
  return renew ? "renew" : "settings changed";
}

/** The line a build stops with when a committed photo would be re-encoded. @param {string} file */
export const settingsChangedLine = (file) =>
  `${file}: its committed encodings in ${encodingsFolder}/ were made with other settings, and a build never re-encodes committed photos; run \`${renewCommand}\` to re-encode every photo on purpose, then commit ${encodingsFolder}/`;

/**
 * A plugin's `load` hook as a function, and how to give the plugin a replacement for it: Vite
 * takes either a function or an object with a `handler` (vite-imagetools 12 uses the latter).
 * @param {import("vite").Plugin} plugin
 */
export function loadHook(plugin) {
  const load = plugin.load;
  const handler = typeof load === "function" ? load : load?.handler;
  if (typeof handler !== "function") throw new Error(`${plugin.name}: the plugin no longer has a load hook`);
  return {
    handler,
    /** @param {typeof handler} replacement */
    replacedBy: (replacement) => (typeof load === "function" ? replacement : { ...load, handler: replacement }),
  };
}

/**
 * The same index, with the pictures this build placed: all of them and only them when renewing,
 * else added to what it held (a photo no content file uses any more keeps its entry).
 * @param {EncodingsIndex} index @param {Record<string, IndexedSource>} used @param {boolean} renew
 * @returns {EncodingsIndex}
 */
function indexAfterBuild(index, used, renew) {
  if (renew) return { encoder: encoderVersion(), sources: used };
  const sources = { ...index.sources };
  for (const [hash, entry] of Object.entries(used)) {
    const before = sources[hash]?.encodings ?? [];
    sources[hash] = { file: entry.file, encodings: [...new Set([...before, ...entry.encodings])].sort() };
  }
  return { encoder: Object.keys(index.encoder).length ? index.encoder : encoderVersion(), sources };
}

/** The one line a build prints when the encoder is not the one that made the committed encodings. @param {Record<string, string>} made */
export function encoderNote(made) {
  const now = encoderVersion();
  if (!made.sharp || (made.sharp === now.sharp && made.libvips === now.libvips)) return undefined;
  return `Image encodings in ${encodingsFolder}/ were made by sharp ${made.sharp} (libvips ${made.libvips}); this is sharp ${now.sharp} (libvips ${now.libvips}): committed photos keep theirs, new photos are encoded by it. \`${renewCommand}\` re-encodes all.\n`;
}

/**
 * @template {import("vite").Plugin} P
 * @param {P} plugin  vite-imagetools' plugin, whose cache folder is `dir`.
 * @param {{ images: string, dir: string, options: NamingOptions, renew?: boolean, out?: { write(text: string): unknown } }} settings
 * @returns {P}
 */
export function withCommittedEncodings(plugin, { images, dir, options, renew = false, out = process.stdout }) {
  const { handler, replacedBy } = loadHook(plugin);
  // React Router builds the client, then the server, each with its own copy of the plugins.
  const shared =
    /** @type {{ siteEncodings?: { index: EncodingsIndex, used: Record<string, IndexedSource>, noted: boolean } }} */ (
      globalThis
    );
  const state = (shared.siteEncodings ??= { index: readIndex(dir), used: {}, noted: false });
  // Looked up as each picture loads: the server build finds what the client build just wrote.
  const stored = (/** @type {string} */ name) => existsSync(path.join(dir, name));

  /** @type {typeof handler} */
  async function load(id, ...rest) {
    const file = id.split("?")[0] ?? id;
    // What vite-imagetools encodes: an image imported with a query (the site's pictures, and
    // libraries' icons imported `?no-inline`).
    if (!id.includes("?") || !encodedImage.test(file)) return handler.call(this, id, ...rest);
    if (!state.noted) {
      state.noted = true;
      const note = encoderNote(state.index.encoder);
      if (note) out.write(note);
    }
    const bytes = await readFile(file);
    const hash = sourceHash(bytes);
    const { width = 0 } = await sharp(bytes).metadata();
    const names = await encodingNames(id, hash, width, options);
    const named = file.startsWith(images)
      ? path.relative(images, file).split(path.sep).join("/")
      : file.slice(file.lastIndexOf("node_modules/"));
    if (planFor({ names, hash, stored, index: state.index, renew }) === "settings changed")
      return this.error(settingsChangedLine(file.startsWith(images) ? `${path.basename(images)}/${named}` : named));
    const result = await handler.call(this, id, ...rest);
    if (result == null) return result;
    const absent = names.filter((name) => !stored(name));
    if (absent.length)
      return this.error(
        `${named}: vite-imagetools did not write the encodings scripts/encodings.mjs expects (${absent.length} of ${names.length}); it names them differently since an upgrade: update encodingNames`,
      );
    const before = state.used[hash]?.encodings ?? [];
    state.used[hash] = { file: named, encodings: [...new Set([...before, ...names])].sort() };
    return result;
  }

  return {
    ...plugin,
    load: replacedBy(load),
    async buildEnd(...args) {
      if (typeof plugin.buildEnd === "function") await plugin.buildEnd.call(this, ...args);
      if (args[0] || !Object.keys(state.used).length) return;
      const next = indexAfterBuild(state.index, state.used, renew);
      if (JSON.stringify(next) !== JSON.stringify(state.index)) writeIndex(dir, next);
      state.index = next;
    },
  };
}

/** Removes the encodings the index does not list: after a renewal, those no picture uses. @param {string} dir */
export function pruneEncodings(dir) {
  const listed = new Set(Object.values(readIndex(dir).sources).flatMap((entry) => entry.encodings));
  const unused = [...storedNames(dir)].filter((name) => name !== indexName && !listed.has(name));
  for (const name of unused) rmSync(path.join(dir, name));
  return unused.length;
}
