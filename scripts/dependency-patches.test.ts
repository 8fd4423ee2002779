// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

/**
 * The fixes `postinstall` applies with patch-package (patches/): each is for the version
 * installed, and is in place, so the build prints no warning it exists to silence (decision 070).
 */
const patches = readdirSync("patches").filter((file) => file.endsWith(".patch"));

describe("dependency patches", () => {
  it.each(patches)("%s is for the installed version and applied", (file) => {
    const [, name = "", version] = /^(.+)\+([^+]+)\.patch$/.exec(file) ?? [];
    const pkg = name.replace("+", "/");
    const installed = JSON.parse(readFileSync(`node_modules/${pkg}/package.json`, "utf8")).version;
    expect(installed, `${pkg} was upgraded: check whether patches/${file} is still needed`).toBe(version);
    const patch = readFileSync(`patches/${file}`, "utf8");
    const removals = [...patch.matchAll(/^\+\+\+ b\/(\S+)[\s\S]*?^-(?!--)(.*)$/gm)];
    expect(removals.length, `patches/${file} removes nothing`).toBeGreaterThan(0);
    for (const [, target = "", removed = ""] of removals)
      expect(readFileSync(target, "utf8"), target).not.toContain(removed.trim());
  });
});
