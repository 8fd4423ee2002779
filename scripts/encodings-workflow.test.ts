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

type Step = { run?: string; uses?: string; with?: Record<string, unknown> };
type Job = { permissions?: Record<string, string>; needs?: string; steps: Step[] };
type Workflow = { permissions?: Record<string, string>; jobs: Record<string, Job> };

const encodingsWorkflow = () =>
  parse(readFileSync(path.join(root, ".github/workflows/image-encodings.yml"), "utf8")) as Workflow;

/** The message the workflow commits the encodings with, as the shell would expand it for one push. */
function encodingsCommitMessage() {
  const workflow = encodingsWorkflow();
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

describe("the workflow's permissions", () => {
  const workflow = encodingsWorkflow();
  const jobs = Object.entries(workflow.jobs);
  const writes = (job: Job) => Object.values({ ...workflow.permissions, ...job.permissions }).includes("write");
  const runs = (job: Job) => job.steps.map((step) => step.run ?? "").join("\n");

  it("encodes the owner's photos, with npm and sharp, holding a token that can only read", () => {
    const encoding = jobs.filter(([, job]) => /\bnpm\b/.test(runs(job)));
    expect(encoding.map(([name]) => name)).toEqual(["encode"]);
    for (const [, job] of encoding) {
      expect(writes(job)).toBe(false);
      expect(job.steps.find((step) => step.uses?.startsWith("actions/checkout@"))?.with).toMatchObject({
        "persist-credentials": false,
      });
    }
  });

  it("writes only in a job that runs no code of npm's or the repository's and commits the encodings folder alone", () => {
    const writing = jobs.filter(([, job]) => writes(job));
    expect(writing.map(([name]) => name)).toEqual(["commit"]);
    for (const [, job] of writing) {
      expect(job.needs).toBe("encode");
      expect(job.steps.map((step) => step.uses?.split("@")[0]).filter(Boolean)).toEqual([
        "actions/checkout",
        "actions/download-artifact",
      ]);
      expect(runs(job)).not.toMatch(/\b(?:npm|npx|node|make)\b|\.\/|\bsh\s/);
      expect(runs(job)).toContain("git add --all -- app/assets/encodings\n");
      expect(runs(job)).toContain("grep -v '^app/assets/encodings/'");
    }
  });
});
