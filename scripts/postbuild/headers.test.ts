// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { headers } from "./headers.mjs";
import { leadInbox, leadInboxHtml } from "./lead-inbox.mjs";
import { SiteFiles } from "./site-files.mjs";

const page = (...scripts: string[]) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body>` +
  scripts.map((script) => `<script>${script}</script>`).join("") +
  `</body></html>`;

describe("the headers step", () => {
  let client: string;
  beforeEach(async () => {
    client = await mkdtemp(path.join(tmpdir(), "headers-"));
  });
  afterEach(() => rm(client, { recursive: true, force: true }));

  const run = async (html: string, ownerPages: string[] = []) => {
    await writeFile(path.join(client, "about.html"), html);
    return headers.run({
      buildDirectory: client,
      files: await SiteFiles.of(client),
      log: () => {},
      fromEarlierSteps: {
        pages: ["about.html"],
        ownerPages,
        editorPolicy: "default-src 'self'",
        editorSources: { connect: [] },
      },
    });
  };

  it("hashes React Router's inline scripts and the site's own into the page's policy", async () => {
    await run(
      page(
        'window.__reactRouterContext = {"basename":"/"};',
        "window.__reactRouterContext.streamController.close();",
        "((storageKey, restoreKey) => {\n})()",
      ),
    );
    const written = await readFile(path.join(client, "_headers"), "utf8");
    expect(written.match(/'sha256-[^']+'/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it("stops the build with one line when a page carries an inline script no known writer describes", async () => {
    await expect(
      run(page('window.__reactRouterContext = {"basename":"/"};', "window.__reactRouterHydrate({});")),
    ).rejects.toThrow(
      new Error(
        `headers: expected each inline script of about.html to be one of React Router's context, React Router's streamed data, React Router's <ScrollRestoration>, the bootstrap (defer-hydration.mjs), app/root.tsx or app/routes/not-found.tsx; found "window.__reactRouterHydrate({});"... (decision 040)`,
      ),
    );
  });

  it("gives an owner's page a step wrote (the inbox of quote requests) the owner pages' headers and a policy of its own", async () => {
    await mkdir(path.join(client, "admin"));
    await writeFile(path.join(client, leadInbox.file), leadInboxHtml(`/${leadInbox.script}`));
    await writeFile(path.join(client, leadInbox.script), "");
    await run(page('window.__reactRouterContext = {"basename":"/"};'), [leadInbox.file]);
    const written = await readFile(path.join(client, "_headers"), "utf8");
    const inboxRule = written.split("\n\n").find((rule) => rule.startsWith("/admin/new-job-leads\n")) ?? "";
    expect(inboxRule).toMatch(
      /Content-Security-Policy: default-src 'self'; script-src 'self'; style-src 'self' 'sha256-/,
    );
    expect(inboxRule).toContain("Cross-Origin-Opener-Policy");
  });
});
