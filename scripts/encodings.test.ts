// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import sharp from "sharp";
import type { Plugin } from "vite";
import { imagetools } from "vite-imagetools";
import { afterEach, describe, expect, it } from "vitest";

import { imageEncodingOptions } from "../app/content/image-encoding.ts";
import { type ImageFormat, imagePresets } from "../app/content/image-presets.ts";
import { findImage } from "../app/content/images.ts";
import { imageFiles, imagesDir, loadContent } from "../app/content/load.ts";
import {
  encoderNote,
  encodingNames,
  encodingsFolder,
  narrowestEncodingName,
  readIndex,
  settingsChangedLine,
  sourceHash,
  withCommittedEncodings,
} from "./encodings.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
let scratch = "";

afterEach(() => {
  rmSync(scratch, { recursive: true, force: true });
  delete (globalThis as { siteEncodings?: unknown }).siteEncodings;
});

/** A small photo-like picture (gradients and noise), different for each seed. */
async function picture(seed: number) {
  const noise = await sharp({
    create: {
      width: 480,
      height: 360,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 100 + seed, sigma: 30 },
    },
  })
    .png()
    .toBuffer();
  return sharp(noise)
    .blur(2)
    .tint({ r: 90 + seed, g: 140, b: 60 })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The build's image plugin as vite.config.ts makes it, with a scratch folder of pictures and encodings. */
function buildPlugin(options = imageEncodingOptions, renew = false) {
  const images = path.join(scratch, "images");
  const dir = path.join(scratch, "encodings");
  const plugin = withCommittedEncodings(imagetools({ ...options, cache: { enabled: true, dir } }), {
    images,
    dir,
    options,
    renew,
    out: { write: () => true },
  }) as Plugin;
  (plugin.configResolved as (config: unknown) => void)({
    command: "build",
    base: "/",
    root: scratch,
    logger: { info: () => undefined },
    build: { minify: true },
    json: {},
  });
  const context = {
    emitFile: () => "ref",
    warn: () => undefined,
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const handler = (plugin.load as { handler: (id: string) => Promise<unknown> }).handler;
  return {
    images,
    dir,
    load: (file: string, preset = "photo") => handler.call(context, `${images}/${file}?preset=${preset}`),
    end: () => (plugin.buildEnd as (error?: Error) => Promise<void>).call(context),
  };
}

const encodingFiles = (dir: string) => readdirSync(dir).filter((name) => name !== "index.json");

/** The build's settings with another JPEG, WebP and AVIF quality. */
const changedSettings = {
  ...imageEncodingOptions,
  resolveConfigs: (...args: Parameters<NonNullable<typeof imageEncodingOptions.resolveConfigs>>) =>
    imageEncodingOptions.resolveConfigs!(...args).map((config) => ({ ...config, quality: "90" })),
};

/** A scratch folder where one build has encoded and indexed `old.jpg`; its encodings' names. */
async function committedPhoto(seed: number) {
  scratch = mkdtempSync(path.join(os.tmpdir(), "encodings-"));
  const first = buildPlugin();
  mkdirSync(first.images);
  writeFileSync(path.join(first.images, "old.jpg"), await picture(seed));
  await first.load("old.jpg");
  await first.end();
  delete (globalThis as { siteEncodings?: unknown }).siteEncodings;
  return encodingFiles(first.dir);
}

describe("committed image encodings", () => {
  it("names each encoding as vite-imagetools writes it, and indexes the photo by its bytes", async () => {
    scratch = mkdtempSync(path.join(os.tmpdir(), "encodings-"));
    const build = buildPlugin();
    mkdirSync(build.images);
    const bytes = await picture(1);
    writeFileSync(path.join(build.images, "a.jpg"), bytes);
    await build.load("a.jpg");
    await build.end();
    const names = await encodingNames(
      `${build.images}/a.jpg?preset=photo`,
      sourceHash(bytes),
      480,
      imageEncodingOptions,
    );
    // 400 px, and 800 and 1200 px clamped to the picture's own 480: two widths, three formats.
    expect(names).toHaveLength(6);
    // The owner's lists show the narrowest WebP (editor/build/list-photos.mjs): the 400 px one.
    const narrowest = await narrowestEncodingName(
      `${build.images}/a.jpg?preset=photo`,
      sourceHash(bytes),
      480,
      imageEncodingOptions,
      "webp",
    );
    expect(await sharp(path.join(build.dir, narrowest ?? "")).metadata()).toMatchObject({ format: "webp", width: 400 });
    expect(encodingFiles(build.dir).sort()).toEqual([...names].sort());
    expect(readIndex(build.dir).sources[sourceHash(bytes)]).toEqual({ file: "a.jpg", encodings: [...names].sort() });
  }, 60_000);

  it("stops rather than re-encode a committed photo after a change of settings, and encodes a new one", async () => {
    const before = await committedPhoto(2);
    const second = buildPlugin(changedSettings);
    await expect(second.load("old.jpg")).rejects.toThrow(settingsChangedLine("images/old.jpg"));
    expect(encodingFiles(second.dir).sort()).toEqual(before.sort());

    writeFileSync(path.join(second.images, "new.jpg"), await picture(3));
    await second.load("new.jpg");
    expect(encodingFiles(second.dir)).toHaveLength(before.length * 2);
  }, 60_000);

  it("re-encodes a committed photo with the new settings when renewing on purpose", async () => {
    const before = await committedPhoto(4);
    const renewal = buildPlugin(changedSettings, true);
    await renewal.load("old.jpg");
    await renewal.end();
    const entries = Object.values(readIndex(renewal.dir).sources);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.encodings.some((name) => before.includes(name))).toBe(false);
    expect(entries[0]?.encodings.every((name) => existsSync(path.join(renewal.dir, name)))).toBe(true);
  }, 60_000);

  it("has every picture the site places committed, so a fresh clone's build encodes none of them", async () => {
    const dir = path.join(root, encodingsFolder);
    const index = readIndex(dir);
    const { imageUses } = loadContent(root);
    const available = imageFiles(root);
    const missing: string[] = [];
    for (const use of imageUses) {
      const file = path.join(root, imagesDir, findImage(use.ref.path, available) ?? use.ref.path);
      const bytes = readFileSync(file);
      const { width = 0 } = await sharp(bytes).metadata();
      const names = await encodingNames(
        `${file}?preset=${use.ref.preset}`,
        sourceHash(bytes),
        width,
        imageEncodingOptions,
      );
      if (!names.every((name) => existsSync(path.join(dir, name))) || !index.sources[sourceHash(bytes)])
        missing.push(`${use.ref.path} (${use.ref.preset})`);
    }
    expect(imageUses.length).toBeGreaterThan(0);
    expect(missing, `run npm run make -- encodings and commit ${encodingsFolder}/`).toEqual([]);
  }, 60_000);

  it("says once which encoder made the committed encodings when another is installed, and re-encodes none", () => {
    const made = { sharp: "0.0.1", libvips: "8.0.0" };
    expect(encoderNote(made)).toMatch(
      /made by sharp 0\.0\.1 \(libvips 8\.0\.0\); this is sharp [\d.]+.*committed photos keep theirs/,
    );
    expect(encoderNote({ sharp: sharp.versions.sharp ?? "", libvips: sharp.versions.vips })).toBeUndefined();
  });

  it("encodes with the slot's quality and effort per format", () => {
    const [config] = imageEncodingOptions.resolveConfigs!(
      [
        ["w", ["400"]],
        ["format", ["avif"]],
        ["preset", ["photo"]],
      ],
      {},
    );
    const format: ImageFormat = "avif";
    expect(config).toMatchObject({
      quality: String(imagePresets.photo.quality[format]),
      effort: String(imagePresets.photo.effort[format]),
    });
  });
});
