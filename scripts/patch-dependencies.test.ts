// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { applyPatch, patches } from "./patch-dependencies.mjs";

let base = "";
afterEach(() => rmSync(base, { recursive: true, force: true }));

const patch = { pkg: "some-lib", version: "1.2.3", why: "because", files: ["dist/a.js"], from: "old: 1", to: "new: 1" };

function install(version: string, text: string) {
  base = mkdtempSync(path.join(os.tmpdir(), "patch-"));
  const dir = path.join(base, "node_modules/some-lib");
  mkdirSync(path.join(dir, "dist"), { recursive: true });
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ version }));
  writeFileSync(path.join(dir, "dist/a.js"), text);
  return path.join(dir, "dist/a.js");
}

describe("dependency patches", () => {
  it("applies once and is a no-op after", () => {
    const file = install("1.2.3", "x = { old: 1 }; y = { old: 1 };");
    expect(applyPatch(patch, base)).toBe("patched");
    expect(readFileSync(file, "utf8")).toBe("x = { new: 1 }; y = { new: 1 };");
    expect(applyPatch(patch, base)).toBe("already patched");
  });

  it("stops on another version or unexpected text, naming what to check", () => {
    install("1.3.0", "old: 1");
    expect(() => applyPatch(patch, base)).toThrow(/some-lib is 1\.3\.0, the patch was for 1\.2\.3/);
    install("1.2.3", "something else");
    expect(() => applyPatch(patch, base)).toThrow(/holds neither/);
  });

  it("matches the installed React Router", () => {
    const installed = JSON.parse(readFileSync("node_modules/@react-router/dev/package.json", "utf8")).version;
    expect(patches.map((entry) => entry.version)).toEqual([installed]);
    base = mkdtempSync(path.join(os.tmpdir(), "patch-"));
  });
});
