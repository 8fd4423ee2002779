// @vitest-environment node
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { jobPageFiles, minifiedWorker, workerWithFiles } from "./job-page-offline.mjs";

/** A build's files by URL path, as the step reads them. */
const build: Record<string, string> = {
  "/admin/new-job.webmanifest": JSON.stringify({ icons: [{ src: "/admin/new-job-icon-192.png" }] }),
  "/assets/app-1.css": "@font-face{src:url(/assets/face-1.woff2)}",
  "/assets/entry-1.js": 'import "./shell-1.js";',
  "/assets/shell-1.js": 'import { a } from "./framework-1.js";',
  "/assets/framework-1.js": "export const a = 1;",
  "/assets/manifest-1.js": 'window.m = { about: { module: "/assets/about-1.js", imports: ["/assets/bands-1.js"] } };',
  "/assets/new-job-1.js":
    'import "./shell-1.js"; const list = () => import("./your-jobs-1.js"); new Worker(new URL(`/assets/check.worker-1.js`, "" + import.meta.url));',
  "/assets/your-jobs-1.js": 'import "./framework-1.js"; const review = () => import("./review-1.js");',
  "/assets/review-1.js": "const code = { image: `/assets/review-code-1.svg` };",
  "/assets/check.worker-1.js": "self.onmessage = () => {};",
};
const read = async (url: string) => {
  const text = build[url];
  if (text === undefined) throw new Error(`no ${url} in the build`);
  return text;
};
const html = `<html><head><link rel="manifest" href="/admin/new-job.webmanifest"/><link rel="apple-touch-icon" href="/admin/new-job-icon-180.png"/><link rel="stylesheet" href="/assets/app-1.css"/></head><body><a href="/admin/">Site editor</a><script type="module">import("/assets/manifest-1.js");import("/assets/entry-1.js");import("/assets/new-job-1.js");</script></body></html>`;

describe("the job page's files", () => {
  it("are what its HTML names, every chunk its scripts import at once or later, the files they name, and the check's worker", async () => {
    expect(await jobPageFiles(html, read)).toEqual([
      "/admin/new-job-icon-180.png",
      "/admin/new-job-icon-192.png",
      "/admin/new-job.webmanifest",
      "/assets/app-1.css",
      "/assets/check.worker-1.js",
      "/assets/entry-1.js",
      "/assets/face-1.woff2",
      "/assets/framework-1.js",
      "/assets/manifest-1.js",
      "/assets/new-job-1.js",
      "/assets/review-1.js",
      "/assets/review-code-1.svg",
      "/assets/shell-1.js",
      "/assets/your-jobs-1.js",
    ]);
  });
});

describe("the job page's worker", () => {
  const source = readFileSync(new URL("./job-page-worker.js", import.meta.url), "utf8");
  const filesOf = (worker: string) => {
    const line = worker.split("\n").find((each) => each.startsWith("const offline = "));
    return JSON.parse(line?.replace(/^const offline = /, "").replace(/;$/, "") ?? "null") as {
      version: string;
      files: string[];
    };
  };

  it("keeps the page, the galleries, the editor's settings and the page's files", () => {
    const { files } = filesOf(workerWithFiles(source, ["/assets/new-job-1.js"]));
    expect(files).toEqual(["/admin/new-job", "/admin/content.json", "/admin/config.yml", "/assets/new-job-1.js"]);
  });

  it("changes with any of the page's files, so a new build updates it, and not otherwise", () => {
    const version = (files: string[]) => filesOf(workerWithFiles(source, files)).version;
    expect(version(["/assets/new-job-1.js"])).toBe(version(["/assets/new-job-1.js"]));
    expect(version(["/assets/new-job-2.js"])).not.toBe(version(["/assets/new-job-1.js"]));
  });

  it("is written minified, shorter by its comments, with its list of files as written", async () => {
    const written = workerWithFiles(source, ["/assets/new-job-1.js"]);
    const minified = await minifiedWorker(written);
    expect(minified).not.toContain("/**");
    expect(minified.length).toBeLessThan(written.length / 2);
    const [, list] = /const \w+=(\{"version".*?\}),/.exec(minified) ?? [];
    expect(JSON.parse(list ?? "null")).toEqual(filesOf(written));
  });

  it("stops the build when the worker's source no longer holds the line it fills in", () => {
    expect(() => workerWithFiles("const offline = {};", [])).toThrow(/job-page-offline: expected/);
  });
});
