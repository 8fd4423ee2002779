// @vitest-environment node
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

/**
 * One Node everywhere (decision 083): the `node` dev dependency that npm scripts run on, the
 * major every host builds with, and the lowest version `engines` allows all agree.
 */
const pkg = JSON.parse(readFileSync("package.json", "utf8"));
const pinned: string = pkg.devDependencies.node;
const lowest = /^>=(\d+\.\d+\.\d+)$/.exec(pkg.engines.node)?.[1] ?? "";
const major = (version: string) => Number(version.split(".")[0]);
const numbers = (version: string) => version.split(".").map(Number);

describe("Node version", () => {
  it("npm scripts and their children run on the pinned Node", () => {
    expect(process.version).toBe(`v${pinned}`);
  });

  it("the pinned Node is one `engines` allows", () => {
    const [pinnedMajor = 0, pinnedMinor = 0, pinnedPatch = 0] = numbers(pinned);
    const [lowestMajor = 0, lowestMinor = 0, lowestPatch = 0] = numbers(lowest);
    expect(lowest, "engines.node is a `>=x.y.z` range").not.toBe("");
    expect(
      pinnedMajor * 1e6 + pinnedMinor * 1e3 + pinnedPatch,
      `node ${pinned} is older than engines ${pkg.engines.node}`,
    ).toBeGreaterThanOrEqual(lowestMajor * 1e6 + lowestMinor * 1e3 + lowestPatch);
  });

  it.each([
    [".nvmrc", /^(\d+)\s*$/],
    ["netlify.toml", /NODE_VERSION = "(\d+)"/],
    ["Dockerfile", /^FROM node:(\d+)-\S+ AS build$/m],
  ])("%s builds with the pinned major", (file, setting) => {
    const found = setting.exec(readFileSync(file, "utf8"))?.[1];
    expect(found, `${file} names no Node major`).toBeDefined();
    expect(Number(found), `${file} says Node ${found}, package.json pins ${pinned}`).toBe(major(pinned));
  });
});
