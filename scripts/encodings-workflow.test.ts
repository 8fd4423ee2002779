// @vitest-environment node
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { afterEach, describe, expect, it } from "vitest";
import { parse } from "yaml";

const root = fileURLToPath(new URL("..", import.meta.url));
let repo = "";
afterEach(() => rmSync(repo, { recursive: true, force: true }));

type Workflow = { jobs: Record<string, { steps: { run?: string }[] }> };

/** The message the workflow commits the encodings with, as the shell would expand it for one push. */
function encodingsCommitMessage() {
  const workflow = parse(readFileSync(path.join(root, ".github/workflows/image-encodings.yml"), "utf8")) as Workflow;
  const run = Object.values(workflow.jobs)
    .flatMap((job) => job.steps)
    .map((step) => step.run ?? "")
    .find((script) => script.includes("commit -m"));
  const message = /commit -m "([^"]+)"/.exec(run ?? "")?.[1];
  if (!message) throw new Error("the workflow no longer commits the encodings with a message");
  return message.replace("${GITHUB_SHA::7}", "1234567");
}

/** Whether Vercel's ignoreCommand skips a commit with this message (exit 0 skips the build). */
function vercelSkips(message: string) {
  repo = mkdtempSync(path.join(os.tmpdir(), "encodings-commit-"));
  const git = (...args: string[]) => execFileSync("git", ["-C", repo, ...args], { encoding: "utf8" });
  git("init", "-q");
  git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "--allow-empty", "-m", message);
  const { ignoreCommand } = JSON.parse(readFileSync(path.join(root, "vercel.json"), "utf8")) as {
    ignoreCommand: string;
  };
  return spawnSync("sh", ["-c", ignoreCommand], { cwd: repo }).status === 0;
}

describe("the commit of new encodings", () => {
  it("is skipped by Cloudflare Pages (a prefix), Netlify and GitHub Actions (anywhere in the message)", () => {
    const message = encodingsCommitMessage();
    expect(message).toMatch(/^\[CF-Pages-Skip\]/);
    expect(message).toContain("[skip ci]");
  });

  it("is skipped by Vercel, which still builds the owner's own commits", () => {
    expect(vercelSkips(encodingsCommitMessage())).toBe(true);
    rmSync(repo, { recursive: true, force: true });
    expect(vercelSkips("New job: sandstone patio, Marlow")).toBe(false);
  });
});
