// @vitest-environment node
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { pageFiles, urlPaths } from "./page-files.mjs";
import { SiteFiles } from "./site-files.mjs";

const page = "<html><script>window.__reactRouterContext = {};</script></html>";

describe("pageFiles", () => {
  let client: string;
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(client, file)), { recursive: true });
    await writeFile(path.join(client, file), text);
  };
  beforeEach(async () => {
    client = await mkdtemp(path.join(tmpdir(), "page-files-"));
  });
  afterEach(() => rm(client, { recursive: true, force: true }));

  it("gives each page its own x.html, 404.html for unknown paths, and drops the SPA fallback", async () => {
    await write("index.html", page);
    await write("about/index.html", page);
    await write("404/index.html", page);
    await write("__spa-fallback.html", page);
    await write("admin/index.html", "<html>editor</html>");
    const files = await SiteFiles.of(client);
    const gave = await pageFiles.run({ buildDirectory: client, files, log: () => {}, fromEarlierSteps: {} });
    expect(gave).toEqual({ pages: ["404.html", "about.html", "admin/index.html", "index.html"] });
    expect(files.all()).toEqual(["404.html", "about.html", "admin/index.html", "index.html"]);
    expect(await readFile(path.join(client, "about.html"), "utf8")).toBe(page);
    expect(existsSync(path.join(client, "about"))).toBe(false);
    expect(existsSync(path.join(client, "404"))).toBe(false);
  });

  const run = async () =>
    pageFiles.run({ buildDirectory: client, files: await SiteFiles.of(client), log: () => {}, fromEarlierSteps: {} });

  it.each(["404/index.html", "__spa-fallback.html", "index.html"])(
    "stops the build with one line when the prerender wrote no %s",
    async (missing) => {
      for (const file of ["index.html", "404/index.html", "__spa-fallback.html"]) {
        if (file !== missing) await write(file, page);
      }
      await expect(run()).rejects.toThrow(
        new Error(`page-files: expected React Router's prerender to write ${missing}, found none (decision 001)`),
      );
    },
  );

  it("stops the build with one line when the prerender's pages lack React Router's context script", async () => {
    await write("index.html", "<html><script>window.__routerContext = {};</script></html>");
    await write("404/index.html", page);
    await write("__spa-fallback.html", page);
    await expect(run()).rejects.toThrow(
      new Error(
        "page-files: expected index.html to carry React Router's window.__reactRouterContext script, which tells a page from another folder's index file (decision 001)",
      ),
    );
  });

  it("stops the build when a page's folder holds other files", async () => {
    for (const file of ["index.html", "404/index.html", "__spa-fallback.html"]) await write(file, page);
    await write("services/index.html", page);
    await write("services/photo.jpg", "");
    const files = await SiteFiles.of(client);
    await expect(pageFiles.run({ buildDirectory: client, files, log: () => {}, fromEarlierSteps: {} })).rejects.toThrow(
      "services/ holds more than the page it was written for",
    );
  });
});

describe("urlPaths", () => {
  it("answers a page at its path without .html, and a folder's index at the folder", () => {
    expect(urlPaths("about.html")).toEqual(["/about"]);
    expect(urlPaths("index.html")).toEqual(["/"]);
    expect(urlPaths("admin/index.html")).toEqual(["/admin/"]);
    expect(urlPaths("404.html")).toEqual(["/404.html"]);
    expect(urlPaths("robots.txt")).toEqual(["/robots.txt"]);
  });
});
