// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { afterEach, describe, expect, it } from "vitest";

import {
  type OwnerResults,
  benchSignInSettings,
  ownerReport,
  pageScripts,
  signInPath,
  targets,
} from "./owner-pages.mjs";
import { readSettings } from "../../server/owner-access/settings.mjs";

let clientDir: string;
/** The folders made by this test: not every test makes one. */
const madeDirs: string[] = [];

/** A built client folder holding the given files. */
function client(files: Record<string, string>) {
  clientDir = mkdtempSync(path.join(tmpdir(), "owner-pages-"));
  madeDirs.push(clientDir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
    writeFileSync(path.join(clientDir, file), text);
  }
}

afterEach(() => {
  for (const dir of madeDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

describe("pageScripts", () => {
  it("follows a page's scripts through static and dynamic imports, telling what loads later", () => {
    const files = {
      "admin/page.html": `<script type="module">import "/assets/entry.js";</script>`,
      "assets/entry.js": 'import{a}from"./framework-abc.js";import"./shared.js";const p=()=>import("./publish.js");',
      "assets/framework-abc.js": "export const a=1;",
      "assets/shared.js": "export const s=1;",
      // Reached later, and through it one more chunk and one the page already has.
      "assets/publish.js": 'import"./shared.js";import"./yaml.js";const q=()=>import("./deeper.js");',
      "assets/yaml.js": "export const y=1;",
      "assets/deeper.js": "export const d=1;",
      "assets/unused.js": "export const u=1;",
    };
    client(files);
    const scripts = pageScripts(clientDir, "admin/page.html");
    expect(Object.fromEntries(scripts.map((script) => [script.file, script.later]))).toEqual({
      "/assets/entry.js": false,
      "/assets/framework-abc.js": false,
      "/assets/shared.js": false,
      "/assets/publish.js": true,
      "/assets/yaml.js": true,
      "/assets/deeper.js": true,
    });
    expect(scripts.find((script) => script.file === "/assets/publish.js")?.gzip).toBe(gzip(files["assets/publish.js"]));
  });

  it("counts a worker a chunk starts as one of the page's scripts", () => {
    client({
      "admin/page.html": `<script type="module">import "/assets/entry.js";</script>`,
      "assets/entry.js":
        "const w=new Worker(new URL(`/assets/check.worker-abc.js`,``+import.meta.url),{type:`module`});",
      "assets/check.worker-abc.js": "self.onmessage=()=>{};",
    });
    expect(pageScripts(clientDir, "admin/page.html").map((script) => [script.file, script.later])).toEqual(
      expect.arrayContaining([["/assets/check.worker-abc.js", false]]),
    );
  });

  it("counts the offline worker a chunk registers, loaded later, and not the files it lists", () => {
    client({
      "admin/page.html": `<script type="module">import "/assets/entry.js";</script>`,
      "assets/entry.js": "const o={script:`/admin/page-worker.js`,scope:`/admin/page`};",
      "admin/page-worker.js": 'const offline={"files":["/assets/entry.js","/assets/unused.js"]};',
      "assets/unused.js": "export const u=1;",
    });
    const scripts = pageScripts(clientDir, "admin/page.html");
    expect(Object.fromEntries(scripts.map((script) => [script.file, script.later]))).toEqual({
      "/assets/entry.js": false,
      "/admin/page-worker.js": true,
    });
  });

  it("counts a chunk as loaded up front when the page imports it both later and at once", () => {
    client({
      "page.html": `<link rel="modulepreload" href="/assets/a.js"><script type="module" src="/assets/b.js"></script>`,
      "assets/a.js": 'const l=()=>import("./c.js");',
      "assets/b.js": 'import"./c.js";',
      "assets/c.js": "export const c=1;",
    });
    expect(pageScripts(clientDir, "page.html").find((script) => script.file === "/assets/c.js")?.later).toBe(false);
  });
});

describe("ownerReport", () => {
  const sample = { performance: 70, fcp: 700, lcp: 2600, tbt: 1700, tti: 4300, totalBytes: 200 * 1024 };
  const results: OwnerResults = {
    pages: [
      { path: "/admin/new-job", samples: [sample, { ...sample, tti: 4100 }, { ...sample, tti: 9000 }] },
      { path: "/admin/", samples: [{ ...sample, performance: 26, tti: 14_000 }] },
    ],
    scripts: [
      { file: "/assets/framework-abc.js", gzip: 104 * 1024, later: false },
      { file: "/assets/new-job.js", gzip: 50 * 1024, later: false },
      { file: "/assets/publish.js", gzip: 5 * 1024, later: true },
    ],
    preparation: [
      { ms: 900, bytes: 215 * 1024, width: 1200, height: 900, metadata: [], colourProfileBytes: 456 },
      { ms: 1000, bytes: 215 * 1024, width: 1200, height: 900, metadata: [], colourProfileBytes: 456 },
      { ms: 2000, bytes: 215 * 1024, width: 1200, height: 900, metadata: [], colourProfileBytes: 456 },
    ],
  };

  it("gives each page's medians, with time to interactive and bytes", () => {
    const report = ownerReport(results);
    expect(report).toContain("| /admin/new-job | 70 | 0.70 | 2.60 | 1700 | 4.30 | 200.0 |");
    expect(report).toContain("| /admin/ | 26 | 0.70 | 2.60 | 1700 | 14.00 | 200.0 |");
  });

  it("sums the job page's scripts without the framework chunk, later ones included, against the target", () => {
    const report = ownerReport(results);
    expect(report).toContain(`55.0 KB gzipped, within the target of ${(targets.scriptGzipBytes / 1024).toFixed(1)} KB`);
    expect(report).toContain("`/assets/publish.js` 5.0 (later)");
    const heavier = ownerReport({
      ...results,
      scripts: [...results.scripts, { file: "/a.js", gzip: 6 * 1024, later: true }],
    });
    expect(heavier).toContain("61.0 KB gzipped, over the target");
  });

  it("gives the preparation's median time and what the prepared photo carries", () => {
    const report = ownerReport(results);
    expect(report).toContain("1.00 s, median of 3 (within 1.50 s)");
    expect(report).toContain("1200x900 (longest side within 2560)");
    expect(report).toContain("EXIF, XMP or IPTC left: none");
    const slow = ownerReport({ ...results, preparation: [{ ...results.preparation[2]!, metadata: ["exif"] }] });
    expect(slow).toContain("2.00 s, median of 1 (over 1.50 s)");
    expect(slow).toContain("EXIF, XMP or IPTC left: exif");
  });

  it("says whether the sign-in page is interactive within its target", () => {
    const signIn = (tti: number) => ({ path: signInPath, samples: [{ ...sample, tti }] });
    expect(ownerReport({ ...results, pages: [...results.pages, signIn(1200)] })).toContain(
      `The sign-in page is interactive in 1.20 s, median of 1 (within ${(targets.signInInteractiveMs / 1000).toFixed(2)} s).`,
    );
    expect(ownerReport({ ...results, pages: [...results.pages, signIn(3000)] })).toContain("3.00 s, median of 1 (over");
    expect(ownerReport(results)).not.toContain("The sign-in page");
  });
});

describe("benchSignInSettings", () => {
  it("sets the sign-in up for the bench's own server only where the environment has not", () => {
    const added = benchSignInSettings("http://localhost:4000", {});
    expect(readSettings(added)).toMatchObject({ settings: { siteOrigin: "http://localhost:4000" } });
    expect(benchSignInSettings("http://localhost:4000", { SITE_ORIGIN: "https://www.example.com" })).toEqual({});
  });
});
