// @vitest-environment node
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

/**
 * The fixes `postinstall` applies with patch-package (patches/): each is for the version
 * installed, is in place, and says in patches/README.md where upstream it belongs (decisions 070, 084).
 */
const patches = readdirSync("patches").filter((file) => file.endsWith(".patch"));
const listed = readFileSync("patches/README.md", "utf8").split("\n");

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

  it.each(patches)("%s names where upstream its fix belongs", (file) => {
    const row = listed.find((line) => line.startsWith(`| \`${file}\``));
    expect(row, `patches/README.md has no row for ${file}`).toBeDefined();
    expect(row, `the row for ${file} in patches/README.md links no upstream source`).toMatch(
      /\| https:\/\/github\.com\/\S+/,
    );
  });
});
