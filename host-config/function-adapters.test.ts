// @vitest-environment node
import { mkdtempSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { describe, expect, it } from "vitest";

import netlifyFunction, { config as netlifyConfig } from "../netlify/functions/owner-access.mjs";
import { vercelFunctionPath, vercelOutputConfig } from "./vercel-config.mjs";
import { writeVercelFunction } from "./vercel-function.mjs";

describe("the owner's sign-in on Vercel", () => {
  it("routes /api/owner/ and /api/git/ to its function before any file", () => {
    const { routes } = vercelOutputConfig([], ["index.html"]);
    const route = routes.findIndex((candidate) => "dest" in candidate && candidate.dest === vercelFunctionPath);
    const filesystem = routes.findIndex((candidate) => "handle" in candidate && candidate.handle === "filesystem");
    expect(route).toBeGreaterThanOrEqual(0);
    expect(route).toBeLessThan(filesystem);
    const { src } = routes[route] as { src: string };
    for (const pathname of ["/api/owner/session", "/api/git/github/contents/content/business.yml"])
      expect(pathname).toMatch(new RegExp(src));
    expect("/api/ownership").not.toMatch(new RegExp(src));
  });

  it("bundles one Node function that answers with the shared handler", async () => {
    const folder = await writeVercelFunction(mkdtempSync(path.join(tmpdir(), "vercel-output-")));
    const { default: handler } = await import(pathToFileURL(path.join(folder, "index.mjs")).href);
    const server = http.createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    const answer = await fetch(`http://127.0.0.1:${port}/api/owner/session`);
    server.close();
    // No settings in this test's environment: the handler says which, in its one line.
    expect(answer.status).toBe(503);
    expect((await answer.json()).message).toMatch(/^Owner sign-in is not set up: GITHUB_APP_ID/);
  }, 60_000);
});

describe("the owner's sign-in on Netlify", () => {
  it("takes /api/owner/ and /api/git/ and answers with the shared handler", async () => {
    expect(netlifyConfig.path).toEqual(["/api/owner/*", "/api/git/*"]);
    const answer = await netlifyFunction(new Request("https://www.example.com/api/owner/session"));
    expect(answer.status).toBe(503);
    expect((await answer.json()).message).toMatch(/^Owner sign-in is not set up: GITHUB_APP_ID/);
  });
});
