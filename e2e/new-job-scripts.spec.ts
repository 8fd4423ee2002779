import { readFileSync } from "node:fs";
import path from "node:path";

import { jobPageFile, pageScripts, targets } from "../scripts/bench/owner-pages.mjs";
import { expect, test } from "./support/test";

/**
 * The job page's JavaScript beyond the framework chunk, in bytes, as `npm run bench` counts it:
 * read from the build, every script the page can load (its chunks, the list of jobs loaded when
 * opened, the build's check in its worker, and the offline worker it registers), each gzipped at
 * level 9 as the build precompresses, within the bench's target of 60 KB: the check's worker
 * checks the galleries file alone, without the other files' schemas (docs/decisions/161).
 */
const isFramework = (file: string) => /\/framework-[\w-]+\.js$/.test(file);

test("the job page's scripts beyond the framework, its workers included, stay within the target", () => {
  const scripts = pageScripts(path.resolve("build/client"), jobPageFile).filter((script) => !isFramework(script.file));
  const files = scripts.map((script) => script.file);
  // The measure follows the page to both its workers: the check's, and the offline worker.
  expect(files).toEqual(
    expect.arrayContaining([expect.stringMatching(/\/job-check\.worker-[\w-]+\.js$/), "/admin/new-job-worker.js"]),
  );
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  const list = scripts.map((script) => `${script.file} ${script.gzip}`).join(", ");
  expect(total, `gzipped bytes: ${list}`).toBeLessThanOrEqual(targets.scriptGzipBytes);
});

test("the job page's scripts carry none of the local editing server's code, which only `npm run edit` uses", () => {
  const client = path.resolve("build/client");
  const scripts = pageScripts(client, jobPageFile).map((script) =>
    readFileSync(path.join(client, script.file), "utf8"),
  );
  // The local Decap server's default address, which its client names (publish.ts, readBackend).
  for (const code of scripts) expect(code).not.toContain("localhost:8081");
});
