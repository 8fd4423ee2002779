// @vitest-environment node
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { minCompressedBytes } from "../../server/site-serving.mjs";

import { compress } from "./compress.mjs";
import { SiteFiles } from "./site-files.mjs";

describe("the compress step", () => {
  let client: string;
  const script = "export const words = 'a lawn, a patio and a drive';\n".repeat(Math.ceil(minCompressedBytes / 40));
  const small = "export {};\n";
  beforeEach(async () => {
    client = await mkdtemp(path.join(tmpdir(), "compress-"));
    await writeFile(path.join(client, "large.js"), script);
    await writeFile(path.join(client, "small.js"), small);
    await writeFile(path.join(client, "photo.jpg"), Buffer.alloc(minCompressedBytes * 2));
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    await rm(client, { recursive: true, force: true });
  });

  const run = async () => {
    const lines: string[] = [];
    await compress.run({
      buildDirectory: client,
      files: await SiteFiles.of(client),
      log: (line) => lines.push(line),
      fromEarlierSteps: {},
    });
    return { lines, names: (await readdir(client)).sort() };
  };

  it("gives each text file from the smallest size worth it a brotli and a gzip twin of the same bytes", async () => {
    const { names } = await run();
    expect(names).toEqual(["large.js", "large.js.br", "large.js.gz", "photo.jpg", "small.js"]);
    expect(brotliDecompressSync(await readFile(path.join(client, "large.js.br"))).toString()).toBe(script);
    expect(gunzipSync(await readFile(path.join(client, "large.js.gz"))).toString()).toBe(script);
  });

  it.each([
    ["NETLIFY", "true", "Netlify"],
    ["CF_PAGES", "1", "Cloudflare Pages"],
    ["VERCEL", "1", "Vercel"],
  ])("makes none in a build run by a host that compresses what it serves (%s=%s)", async (name, value, host) => {
    vi.stubEnv(name, value);
    const { names, lines } = await run();
    expect(names).toEqual(["large.js", "photo.jpg", "small.js"]);
    expect(lines).toEqual([`postbuild: no precompressed twins: ${host} compresses what it serves`]);
  });

  it("still makes them for a production build run elsewhere, as the container's nginx sends them", async () => {
    vi.stubEnv("SITE_PRODUCTION", "1");
    expect((await run()).names).toContain("large.js.br");
  });
});
