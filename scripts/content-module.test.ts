// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it, vi } from "vitest";

import { checkContentWithSnapshot, contentOfSnapshot, loadContent } from "../app/content/load";

import { checkedContentVariable, loadSiteContent } from "./content-module.mjs";

const folders: string[] = [];
afterEach(() => {
  vi.unstubAllEnvs();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** The snapshot a build's check keeps, with the business's name changed after the check. */
async function keptWithName(name: string) {
  const { result, snapshot } = await checkContentWithSnapshot(process.cwd());
  expect(result.problems).toEqual([]);
  const business = { ...(snapshot.raw.shared.business as object), name };
  return {
    ...snapshot,
    raw: { ...snapshot.raw, shared: { ...snapshot.raw.shared, business } },
    content: { ...snapshot.content, business: { ...snapshot.content.business, name } },
  };
}

describe("the content a build's steps read", () => {
  it("is what the build's check kept, not the content files as they are by then", async () => {
    const kept = await keptWithName("Kept by the check");
    const folder = mkdtempSync(path.join(tmpdir(), "checked-content-"));
    folders.push(folder);
    writeFileSync(path.join(folder, "content.json"), JSON.stringify(kept));
    vi.stubEnv(checkedContentVariable, path.join(folder, "content.json"));

    expect((await loadSiteContent()).business.name).toBe("Kept by the check");
    // What the content plugin makes its modules from: the kept data, resolved without a file read.
    const resolved = contentOfSnapshot(JSON.parse(JSON.stringify(kept)));
    expect(resolved.problems).toEqual([]);
    expect(resolved.content.business.name).toBe("Kept by the check");
  }, 30_000);

  it("is read from the content files outside a build", async () => {
    vi.stubEnv(checkedContentVariable, "");
    expect((await loadSiteContent()).business.name).toBe(loadContent(process.cwd()).content.business.name);
  }, 30_000);
});
