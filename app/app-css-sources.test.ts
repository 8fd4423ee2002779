import { readFileSync } from "node:fs";
import path from "node:path";

import { compile } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import { describe, expect, it } from "vitest";

import { encodingsFolder } from "../scripts/encodings.mjs";

const app = import.meta.dirname;
const encodings = path.resolve(app, "..", encodingsFolder);

/** The files Tailwind reads for class names, as @tailwindcss/vite sets its scanner up for app.css. */
async function scannedFiles(): Promise<string[]> {
  const compiler = await compile(readFileSync(path.join(app, "app.css"), "utf8"), {
    base: app,
    onDependency: () => {},
  });
  const scanner = new Scanner({ sources: [{ base: app, pattern: "**/*", negated: false }, ...compiler.sources] });
  scanner.scan();
  return scanner.files;
}

describe("the files Tailwind reads for class names", () => {
  it("leave out the committed image encodings, binary files it would otherwise read as text", async () => {
    const files = await scannedFiles();
    expect(files.some((file) => file.startsWith(`${encodings}${path.sep}`))).toBe(false);
  });

  it("still take in the site's code", async () => {
    const files = await scannedFiles();
    expect(files).toContain(path.join(app, "root.tsx"));
    expect(files).toContain(path.join(app, "components", "page-hero.tsx"));
  });
});
