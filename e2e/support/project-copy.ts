import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** Output, caches and version control: everything a fresh copy makes for itself or does not need. */
const skipped = new Set([".git", "node_modules", "build", ".react-router", "test-results", "playwright-report"]);

/**
 * A throwaway copy of the project to edit and build, so a test never changes the working copy.
 * Its `node_modules` links each installed package (and the image cache) back to this one, but
 * not Vite's dependency cache, which a second dev server must not share.
 */
export function copyProject(): string {
  const copy = mkdtempSync(path.join(tmpdir(), "site-editor-"));
  for (const name of readdirSync(root)) {
    if (!skipped.has(name)) cpSync(path.join(root, name), path.join(copy, name), { recursive: true });
  }
  mkdirSync(path.join(copy, "node_modules"));
  for (const name of readdirSync(path.join(root, "node_modules"))) {
    if (name !== ".vite") symlinkSync(path.join(root, "node_modules", name), path.join(copy, "node_modules", name));
  }
  return copy;
}

export function removeProject(copy: string) {
  rmSync(copy, { recursive: true, force: true });
}

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** Resolves with the first match of `pattern` in a child's output, or rejects when it exits first. */
export function waitForOutput(child: ChildProcess, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(pattern);
      if (match) {
        child.stdout?.off("data", onData);
        child.off("exit", onExit);
        resolve(match);
      }
    };
    const onExit = (code: number | null) =>
      reject(new Error(`exited (${code}) before printing ${pattern}:\n${output}`));
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", onExit);
  });
}

/** Stops a child (and, for `npm run edit`, the two servers it started) and waits for it. */
export function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGINT");
  });
}

/** Runs a command in the copy, resolving with its output; rejects with that output when it fails. */
export function run(copy: string, command: string, args: string[], env = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: copy, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(" ")} failed (${code}):\n${output}`)),
    );
  });
}
