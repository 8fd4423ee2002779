// @vitest-environment node
// Node's Blob survives the structured clone IndexedDB makes of a draft; jsdom's arrives empty.
import "fake-indexeddb/auto";

import { readFileSync } from "node:fs";

import { afterEach, describe, expect, it } from "vitest";

import { GitHubStandIn, standInFetch } from "../../../e2e/support/github-stand-in";
import { forgetDraft, keepDraft, readDraft } from "./draft-store";
import { type PreparedSend, sendPrepared } from "./queued-send";

const galleriesPath = "content/galleries.yml";
const galleriesText = readFileSync(galleriesPath, "utf8");
const photoPath = "app/assets/images/projects/resin-driveway-marlow-20261202-1650-k3f9.jpg";
const apiRoot = "https://www.example.com/api/git/github";
const token = "session-token-of-the-owners-phone";
const repo = "example/hartwell-outdoor";

/** The job as the page queued it: its whole change, made from the galleries file as it was read. */
const queuedJob = {
  caption: "Resin driveway, Marlow",
  startedAt: "2026-12-02T16:50:00.000Z",
  tag: "k3f9",
  queued: true,
  prepared: {
    target: { apiRoot, branch: "main" },
    photos: [{ path: photoPath, file: new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])]) }],
    edit: {
      path: galleriesPath,
      base: galleriesText,
      text: galleriesText.replace(
        /^projects:\n/m,
        `projects:\n  - image: projects/resin-driveway-marlow-20261202-1650-k3f9.jpg\n    caption: "Resin driveway, Marlow"\n    alt: "A resin driveway"\n`,
      ),
    },
    message: "Add “Resin driveway, Marlow” to the projects gallery from the phone",
    done: { caption: "Resin driveway, Marlow", startedAt: "2026-12-02T16:50:00.000Z", tag: "k3f9" },
    published: { data: {}, position: 0 },
  } satisfies PreparedSend,
};

/**
 * The site's gateway as the worker reaches it: the passkey session, then GitHub's API for the one
 * repository, as the gateway passes it on (server/owner-access/gateway.mjs).
 */
function gateway(standIn: GitHubStandIn, beforeBranchMoves: () => Promise<void> = async () => undefined) {
  const github = standInFetch(standIn);
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === "/api/owner/session") return Response.json({ token });
    if (init?.method === "PATCH") await beforeBranchMoves();
    return github(url.replace(apiRoot, `https://api.github.com/repos/${repo}`), init);
  };
}

const newStandIn = () => new GitHubStandIn({ repo, branch: "main", token, files: { [galleriesPath]: galleriesText } });

afterEach(() => forgetDraft());

describe("a queued job sent by the page's worker", () => {
  it("commits it and keeps it on the phone as published", async () => {
    const standIn = newStandIn();
    await keepDraft(queuedJob);
    expect(await sendPrepared(gateway(standIn))).toBe("sent");
    expect(standIn.readText(galleriesPath)).toBe(queuedJob.prepared.edit.text);
    expect(await readDraft()).toMatchObject({ ...queuedJob.prepared.done, published: { position: 0 } });
  });

  it("leaves the job as the owner changed it on the page while it was being committed", async () => {
    const standIn = newStandIn();
    await keepDraft(queuedJob);
    // A change on the page drops the prepared change (use-job-draft.ts); the job is still queued.
    const changed = { ...queuedJob, caption: "Resin driveway, Marlow (re-laid)", prepared: undefined };
    expect(await sendPrepared(gateway(standIn, async () => void (await keepDraft(changed))))).toBe("sent");
    expect(await readDraft()).toEqual(changed);
  });

  it("leaves another job started since on the phone as it is", async () => {
    const standIn = newStandIn();
    await keepDraft(queuedJob);
    const another = { caption: "", startedAt: "2026-12-02T16:55:00.000Z", tag: "p2x7" };
    expect(await sendPrepared(gateway(standIn, async () => void (await keepDraft(another))))).toBe("sent");
    expect(await readDraft()).toEqual(another);
  });
});
