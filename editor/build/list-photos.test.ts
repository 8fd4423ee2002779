// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { imageEncodingOptions } from "../../app/content/image-encoding.ts";
import { narrowestEncodingName, sourceHash } from "../../scripts/encodings.mjs";

import { photoSlotFiles, writeListPhotos } from "./list-photos.mjs";

let scratch = "";
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** A project with masters and, for those given bytes, their photo slot's narrowest WebP "committed". */
async function project(masters: Record<string, { bytes: string; encoded?: string }>) {
  scratch = mkdtempSync(path.join(tmpdir(), "list-photos-"));
  const images = path.join(scratch, "images");
  const encodings = path.join(scratch, "encodings");
  mkdirSync(path.join(images, "projects"), { recursive: true });
  mkdirSync(encodings);
  for (const [file, { bytes, encoded }] of Object.entries(masters)) {
    writeFileSync(path.join(images, file), bytes);
    const id = `${path.join(images, file)}?preset=photo`;
    const name = await narrowestEncodingName(id, sourceHash(Buffer.from(bytes)), 1200, imageEncodingOptions, "webp");
    if (encoded && name) writeFileSync(path.join(encodings, name), encoded);
  }
  const sizes = Object.fromEntries(Object.keys(masters).map((file) => [file, { width: 1200 }]));
  return { images, encodings, sizes, target: path.join(scratch, "admin") };
}

describe("the lists' photos", () => {
  it("are the photos the content places in photo slots, once each", () => {
    const photo = (file: string, preset = "photo") => ({ file, preset, path: file, sources: {} });
    const content = {
      galleries: { projects: [{ image: photo("projects/a.jpg") }, { image: photo("projects/b.jpg") }] },
      pages: { home: { hero: { image: photo("heroes/front.jpg", "hero") }, more: [photo("projects/a.jpg")] } },
    };
    expect(photoSlotFiles(content)).toEqual(["projects/a.jpg", "projects/b.jpg"]);
  });

  it("are the committed encodings copied beside the masters under their names, each named by master", async () => {
    const sources = await project({
      "projects/a.jpg": { bytes: "master a", encoded: "small a" },
      "projects/b.jpg": { bytes: "master b" },
    });
    const files = ["projects/a.jpg", "projects/b.jpg", "projects/gone.jpg"];
    const listed = await writeListPhotos({ ...sources, files, options: imageEncodingOptions }, sources.target);

    // b has no committed encoding and gone no master: both show their master, so neither is listed.
    expect(Object.keys(listed)).toEqual(["projects/a.jpg"]);
    const [served] = readdirSync(path.join(sources.target, "list-photos"));
    expect(listed["projects/a.jpg"]).toBe(`/admin/list-photos/${served}`);
    expect(readFileSync(path.join(sources.target, "list-photos", served ?? ""), "utf8")).toBe("small a");
  });

  it("take a new address when a master is replaced under the same name", async () => {
    const first = await project({ "projects/a.jpg": { bytes: "master a", encoded: "small a" } });
    const before = await writeListPhotos(
      { ...first, files: ["projects/a.jpg"], options: imageEncodingOptions },
      first.target,
    );
    rmSync(scratch, { recursive: true, force: true });
    const second = await project({ "projects/a.jpg": { bytes: "master a, taken again", encoded: "small a again" } });
    const after = await writeListPhotos(
      { ...second, files: ["projects/a.jpg"], options: imageEncodingOptions },
      second.target,
    );
    expect(after["projects/a.jpg"]).toMatch(/^\/admin\/list-photos\/[0-9a-f]{40}\.webp$/);
    expect(after["projects/a.jpg"]).not.toBe(before["projects/a.jpg"]);
  });
});
