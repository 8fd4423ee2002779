// @vitest-environment node
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { createLogger, loadConfigFromFile } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";

const root = fileURLToPath(new URL("..", import.meta.url));

describe("npm run build", () => {
  // A copy of the project with the owner's edit in it, so the real build script runs on it.
  const copy = mkdtempSync(path.join(tmpdir(), "site-build-"));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it("refuses a bad content edit with one line naming the file and field, and leaves the last good build", () => {
    for (const entry of ["app", "content", "editor", "host-config", "scripts", "server", "package.json"]) {
      cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
    }
    symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"), "dir");
    mkdirSync(path.join(copy, "build/client"), { recursive: true });
    writeFileSync(path.join(copy, "build/client/index.html"), "last good build");
    const business = path.join(copy, "content/business.yml");
    const written = readFileSync(business, "utf8");
    const number = (parse(written) as { phones: { drives: { number: string } } }).phones.drives.number;
    // The kind of slip an owner makes: a letter O typed for a zero.
    writeFileSync(business, written.replace(number, number.replace(/0(?=\d{3}$)/, "O")));

    const result = spawnSync(process.execPath, [path.join(copy, "scripts/build.mjs")], {
      cwd: copy,
      encoding: "utf8",
      env: { ...process.env, CI: "", NETLIFY: "", CF_PAGES: "", VERCEL: "" },
    });

    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^content\/business\.yml: phones\.drives\.number: .*letter O/m);
    expect(result.stderr).toContain("the previous build in build/ is unchanged");
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(readFileSync(path.join(copy, "build/client/index.html"), "utf8")).toBe("last good build");
  }, 60_000);

  it("loads the Vite config without a warning", async () => {
    const warnings: string[] = [];
    const logger = createLogger("warn");
    logger.warn = (message) => warnings.push(message);
    logger.warnOnce = logger.warn;
    await loadConfigFromFile(
      { command: "build", mode: "production" },
      path.join(root, "vite.config.ts"),
      root,
      "warn",
      logger,
    );
    expect(warnings).toEqual([]);
  }, 30_000);
});

describe("the post-build", () => {
  it("stops with its step's one line, no stack, when what it finishes is not as expected", () => {
    const prerendered = mkdtempSync(path.join(tmpdir(), "site-postbuild-"));
    mkdirSync(path.join(prerendered, "client"));
    const result = spawnSync(process.execPath, [path.join(root, "scripts/postbuild.mjs")], {
      encoding: "utf8",
      env: { ...process.env, SITE_BUILD_DIR: prerendered, SITE_BUILD_QUIET: "1" },
    });
    rmSync(prerendered, { recursive: true, force: true });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([
      "page-files: expected React Router's prerender to write 404/index.html, found none (decision 001)",
    ]);
  });
});
