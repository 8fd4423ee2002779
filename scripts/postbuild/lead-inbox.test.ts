// @vitest-environment node
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { leadInbox, leadInboxPage } from "./lead-inbox.mjs";
import { SiteFiles } from "./site-files.mjs";

describe("the lead-inbox step", () => {
  let client: string;
  beforeEach(async () => {
    client = await mkdtemp(path.join(tmpdir(), "lead-inbox-"));
  });
  afterEach(() => rm(client, { recursive: true, force: true }));

  it("writes the inbox, its one script and its worker, which keeps both under a version drawn from them", async () => {
    const given = await leadInboxPage.run({
      buildDirectory: client,
      files: await SiteFiles.of(client),
      log: () => {},
      fromEarlierSteps: {},
    });
    expect(given).toEqual({ ownerPages: [leadInbox.file] });
    const read = (file: string) => readFile(path.join(client, file), "utf8");
    const page = await read(leadInbox.file);
    expect(page).toContain(`<script type="module" src="/${leadInbox.script}"></script>`);
    // No inline script: the page's policy allows its own files only.
    expect(page.match(/<script/g)).toHaveLength(1);
    expect(await read(leadInbox.script)).toContain("new-job-leads-worker.js");
    const worker = await read(leadInbox.worker);
    const [, list = "{}"] = /=(\{version:`\w+`,files:\[[^\]]*\]\})/.exec(worker) ?? [];
    expect(list).toMatch(/files:\[`\/admin\/new-job-leads`,`\/admin\/new-job-leads\.js`\]/);
    expect(list).toMatch(/version:`[0-9a-f]{12}`/);
    // Minified: the source's comments are not sent.
    expect(worker).not.toContain("docs/decisions");
  });
});
