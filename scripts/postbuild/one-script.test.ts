// @vitest-environment node
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { oneScript } from "./one-script.mjs";

describe("a module bundled as one script", () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "one-script-"));
    await writeFile(
      path.join(folder, "greeting.ts"),
      "export const greeting = (name: string): string => `Hello ${name}`;",
    );
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it("holds the module and what it imports, as the format asked, types gone", async () => {
    const input = path.join(folder, "entry.ts");
    await writeFile(input, 'import { greeting } from "./greeting.ts";\nconsole.log(greeting("owner"));\n');
    const code = await oneScript({ input, format: "iife", minify: false, notOneFile: "never" });
    expect(code).toContain("Hello ");
    expect(code).not.toContain(": string");
    expect(code).not.toMatch(/^\s*(import|export)\b/m);
    expect(code.trimStart()).toMatch(/^\(function\(\)/);
  });

  it("stops with the caller's line when a module splits off a chunk of its own", async () => {
    const input = path.join(folder, "entry.ts");
    await writeFile(input, 'void import("./greeting.ts").then(({ greeting }) => console.log(greeting("owner")));\n');
    const notOneFile = "some-step: expected its script to bundle as one file (decision 000)";
    await expect(oneScript({ input, format: "es", minify: true, notOneFile })).rejects.toThrow(notOneFile);
  });
});
