// @vitest-environment node
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

/**
 * The fixes `postinstall` applies with patch-package (patches/): each is for the version
 * installed, and is in place (decision 070).
 */
const patches = readdirSync("patches").filter((file) => file.endsWith(".patch"));

describe("dependency patches", () => {
  it.each(patches)("%s is for the installed version and applied", (file) => {
    const [, name = "", version] = /^(.+)\+([^+]+)\.patch$/.exec(file) ?? [];
    const pkg = name.replace("+", "/");
    const installed = JSON.parse(readFileSync(`node_modules/${pkg}/package.json`, "utf8")).version;
    expect(installed, `${pkg} was upgraded: check whether patches/${file} is still needed`).toBe(version);
    // Applied: the patch taken back out would apply cleanly to the installed files.
    const reverse = spawnSync("git", ["apply", "--check", "--reverse", `patches/${file}`], { encoding: "utf8" });
    expect(reverse.stderr, `patches/${file} is not applied: npm install runs it`).toBe("");
    expect(reverse.status).toBe(0);
  });
});
