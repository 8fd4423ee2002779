// @vitest-environment node
// Against the real local Decap server `npm run edit` starts, writing into a folder of its own.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { LocalBackendFailed, localFileExists, readLocalFile, writeLocalFiles } from "./local-backend";

const folder = mkdtempSync(path.join(tmpdir(), "local-backend-"));
let server: ChildProcess;
let apiUrl = "";

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  mkdirSync(path.join(folder, "content"));
  writeFileSync(path.join(folder, "content/galleries.yml"), "projects: []\n");
  const port = await freePort();
  apiUrl = `http://127.0.0.1:${port}/api/v1`;
  server = spawn(process.execPath, [createRequire(import.meta.url).resolve("decap-server")], {
    env: { ...process.env, PORT: String(port), BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: folder },
    stdio: "ignore",
  });
  // Up within a second on a quiet machine; a loaded one, running every test file at once, may take tens.
  for (let tries = 0; tries < 500; tries += 1) {
    const up = await fetch(apiUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"action":"info"}',
    }).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("decap-server did not start");
}, 60_000);

afterAll(() => {
  server?.kill();
  rmSync(folder, { recursive: true, force: true });
});

describe("the local editing server", () => {
  it("gives a file's text, and writes the photos and the edited file in one request", async () => {
    expect(await readLocalFile(apiUrl, "content/galleries.yml")).toBe("projects: []\n");
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 250, 0xff, 0xd9]);
    await writeLocalFiles(apiUrl, {
      photos: [{ path: "app/assets/images/projects/new.jpg", bytes }],
      edit: { path: "content/galleries.yml", text: "projects:\n  - image: projects/new.jpg\n" },
      message: "Add a finished job",
    });
    expect(new Uint8Array(readFileSync(path.join(folder, "app/assets/images/projects/new.jpg")))).toEqual(bytes);
    expect(readFileSync(path.join(folder, "content/galleries.yml"), "utf8")).toBe(
      "projects:\n  - image: projects/new.jpg\n",
    );
  });

  it("tells a file the working copy has from one it has not", async () => {
    expect(await localFileExists(apiUrl, "content/galleries.yml")).toBe(true);
    expect(await localFileExists(apiUrl, "app/assets/images/projects/not-there.jpg")).toBe(false);
  });

  it("says plainly when it is not running", async () => {
    const gone = `http://127.0.0.1:${await freePort()}/api/v1`;
    await expect(readLocalFile(gone, "content/galleries.yml")).rejects.toThrow(LocalBackendFailed);
    await expect(readLocalFile(gone, "content/galleries.yml")).rejects.toThrow("npm run edit");
  });
});
