// @vitest-environment node
/**
 * Decision records are append-only: once a record is committed, only its status line may change
 * (docs/decisions/README.md). A record is accepted as it was first committed, or as it first
 * reached the main line of history (first parents): one written and revised on a side branch is
 * accepted as it was merged. Any later change fails. The history must be whole: a shallow clone
 * is refused by name.
 */
import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const recordsFolder = "docs/decisions";

const git = (cwd: string, ...args: string[]) => execFileSync("git", args, { cwd, encoding: "utf8" });

/**
 * A record's words without its status line, the one line that may change: blank lines and the
 * spaces and dashes that align a table, which a formatter adds without changing a word, are left out.
 */
const withoutStatus = (text: string) =>
  text
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("Status:"))
    .map((line) => line.replace(/\s+/g, " ").replace(/-{3,}/g, "---").trim())
    .join("\n");

/**
 * The first committed version of a file, following renames: in the whole history, or on the main
 * line only, where a merge is the commit that brought it. Undefined if it was never committed.
 */
function firstVersion(repo: string, file: string, line: "any" | "main"): string | undefined {
  const scope = line === "main" ? ["--first-parent"] : [];
  const log = git(repo, "log", ...scope, "--follow", "--format=%H", "--name-only", "--", file)
    .split("\n")
    .filter(Boolean);
  if (log.length < 2) return undefined;
  const [commit, committedAs] = log.slice(-2);
  return git(repo, "show", `${commit}:${committedAs}`);
}

/** Each record whose text, status line aside, differs from its first committed version. */
async function recordsChangedSinceAccepted(repo: string): Promise<string[]> {
  if (git(repo, "rev-parse", "--is-shallow-repository").trim() === "true") {
    throw new Error(
      "decision records: this clone is shallow, so a record's first version cannot be read; run `git fetch --unshallow` and test again",
    );
  }
  const records = (await readdir(path.join(repo, recordsFolder))).filter((name) => /^\d{3}-.*\.md$/.test(name));
  const changed: string[] = [];
  for (const name of records.sort()) {
    const file = `${recordsFolder}/${name}`;
    const first = firstVersion(repo, file, "any");
    if (first === undefined) continue;
    const now = withoutStatus(await readFile(path.join(repo, file), "utf8"));
    if (now === withoutStatus(first)) continue;
    const landed = firstVersion(repo, file, "main") ?? first;
    if (now !== withoutStatus(landed)) changed.push(file);
  }
  return changed;
}

describe("decision records", () => {
  it("each reads as it was first committed, but for its status line", async () => {
    expect(
      await recordsChangedSinceAccepted(root),
      "a change of mind is a new record; only the old record's status line changes",
    ).toEqual([]);
    // A git command or two per record: a limit for a loaded machine, not a time being tested.
  }, 120_000);

  describe("in a repository of records", () => {
    let repo: string;
    const record = `${recordsFolder}/001-a-choice.md`;
    const accepted = "# A choice\n\nStatus: accepted · Date: 2026-11-22\n\nDecision: one way.\n";
    const write = (text: string, file = record) => writeFile(path.join(repo, file), text);
    const commit = () => {
      git(repo, "add", "-A");
      git(repo, "-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "record");
    };
    beforeEach(async () => {
      repo = await mkdtemp(path.join(tmpdir(), "decision-records-"));
      git(repo, "init", "-q");
      await mkdir(path.join(repo, recordsFolder), { recursive: true });
      await write(accepted);
      commit();
    });
    afterEach(() => rm(repo, { recursive: true, force: true }));

    it("allows a new status line, and a record not yet committed", async () => {
      await write(accepted.replace("Status: accepted", "Status: amended by 002"));
      await write("# Another\n\nDecision: the other way.\n", `${recordsFolder}/002-another.md`);
      expect(await recordsChangedSinceAccepted(repo)).toEqual([]);
    });

    it("names a record whose text changed, committed or not, and follows it when renamed", async () => {
      await write(accepted.replace("one way", "the other way"));
      expect(await recordsChangedSinceAccepted(repo)).toEqual([record]);
      commit();
      git(repo, "mv", record, `${recordsFolder}/001-renamed.md`);
      commit();
      expect(await recordsChangedSinceAccepted(repo)).toEqual([`${recordsFolder}/001-renamed.md`]);
    });

    it("accepts a record as it was merged after revisions on its branch, and nothing after", async () => {
      const branchRecord = `${recordsFolder}/002-on-a-branch.md`;
      const main = git(repo, "branch", "--show-current").trim();
      git(repo, "checkout", "-qb", "side");
      await write("# On a branch\n\nDecision: a first draft.\n", branchRecord);
      commit();
      await write("# On a branch\n\nDecision: as merged.\n", branchRecord);
      commit();
      git(repo, "checkout", "-q", main);
      git(repo, "-c", "user.name=t", "-c", "user.email=t@example.com", "merge", "-q", "--no-ff", "-m", "merge", "side");
      expect(await recordsChangedSinceAccepted(repo)).toEqual([]);
      await write("# On a branch\n\nDecision: changed after it landed.\n", branchRecord);
      expect(await recordsChangedSinceAccepted(repo)).toEqual([branchRecord]);
    });

    it("says so when the clone is shallow", async () => {
      const shallow = `${repo}-shallow`;
      await write(accepted.replace("Status: accepted", "Status: amended by 002"));
      commit();
      git(tmpdir(), "clone", "-q", "--depth=1", `file://${repo}`, shallow);
      await expect(recordsChangedSinceAccepted(shallow)).rejects.toThrow(
        "decision records: this clone is shallow, so a record's first version cannot be read; run `git fetch --unshallow` and test again",
      );
      await rm(shallow, { recursive: true, force: true });
    });
  });
});
