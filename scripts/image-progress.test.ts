// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import type { Plugin } from "vite";
import { afterEach, describe, expect, it } from "vitest";

import { withImageProgress } from "./image-progress.mjs";

const root = "/site";
const images = "/site/app/assets/images";
let cacheDir = "";

afterEach(() => {
  rmSync(cacheDir, { recursive: true, force: true });
  delete (globalThis as { siteImageProgress?: unknown }).siteImageProgress;
});

/** A stand-in for vite-imagetools: "encodes" an image by writing one file to the cache, unless cached. */
function fakeImagetools(): Plugin {
  return {
    name: "imagetools",
    load(id: string) {
      if (!/\.jpg/.test(id)) return null;
      const name = path.basename(id.split("?")[0] ?? id);
      writeFileSync(path.join(cacheDir, name), "encoded");
      return `export default "${name}"`;
    },
  };
}

function run(ids: string[], isTTY: boolean) {
  const written: string[] = [];
  const plugin = withImageProgress(fakeImagetools(), {
    images,
    total: ids.filter((id) => id.startsWith(images)).length,
    root,
    cacheDir,
    out: { isTTY, write: (text: string) => written.push(text) },
  });
  const load = plugin.load as (id: string) => Promise<unknown>;
  const buildEnd = plugin.buildEnd as () => Promise<void>;
  return { written, done: Promise.all(ids.map((id) => load.call({}, id))).then(() => buildEnd.call({})) };
}

describe("image encoding progress", () => {
  it("in a log: a line per quarter with the count and current file, then a summary", async () => {
    cacheDir = mkdtempSync(path.join(os.tmpdir(), "image-progress-"));
    writeFileSync(path.join(cacheDir, "h.jpg"), "cached");
    const ids = "abcdefgh".split("").map((name) => `${images}/${name}.jpg?preset=photo`);
    const { written, done } = run([...ids, "/site/node_modules/leaflet/marker.png", "/site/app/x.ts"], false);
    await done;
    expect(written.slice(0, -1)).toEqual([
      "Images 2/8: app/assets/images/b.jpg\n",
      "Images 4/8: app/assets/images/d.jpg\n",
      "Images 6/8: app/assets/images/f.jpg\n",
      "Images 8/8: app/assets/images/h.jpg\n",
    ]);
    expect(written.at(-1)).toMatch(/^Images: 8 ready in [\d.]+ s \(7 new encodings, the rest from .*image-progress-/);
  });

  it("on a terminal: one line updated in place", async () => {
    cacheDir = mkdtempSync(path.join(os.tmpdir(), "image-progress-"));
    const { written, done } = run([`${images}/a.jpg`, `${images}/b.jpg`], true);
    await done;
    expect(written.slice(0, 2)).toEqual([
      "\r\x1b[KImages 1/2: app/assets/images/a.jpg",
      "\r\x1b[KImages 2/2: app/assets/images/b.jpg",
    ]);
    expect(written.at(-1)?.startsWith("\r\x1b[KImages: 2 ready")).toBe(true);
  });

  it("reports once per build, though the server build loads the images again", async () => {
    cacheDir = mkdtempSync(path.join(os.tmpdir(), "image-progress-"));
    await run([`${images}/a.jpg`], false).done;
    const second = run([`${images}/a.jpg`], false);
    await second.done;
    expect(second.written).toEqual([]);
  });
});
