/**
 * The site editor's settings with GitHub sign-in chosen, as the browser tests' GitHub stand-in
 * holds the repository: apart from github-server.ts, so a Node script can read it without the
 * test runner (the bench's lead delivery, through passkey-site.ts).
 */
import { readFileSync } from "node:fs";

import { parse } from "yaml";

/** The repository the tests' GitHub holds, as the site editor names it when it signs in with GitHub. */
const testRepository = "example/hartwell-outdoor";

/**
 * The editor's settings with GitHub sign-in chosen in their `backend` block, as docs/editing.md
 * gives it (and `api_root` when GitHub is a stand-in at an address of its own). The shipped block
 * is the passkey sign-in's, down to its `branch`, which is kept.
 */
export function withGitHubSignIn(config: string, apiRoot?: string): string {
  const block = /^backend:\n(?: {2}\S.*\n)*? {2}branch: (.*)\n/m;
  const branch = block.exec(config)?.[1];
  if (!branch) throw new Error("the site editor's settings have no backend block ending with its branch");
  const root = apiRoot ? `  api_root: ${apiRoot}\n` : "";
  return config.replace(block, `backend:\n  name: github\n  repo: ${testRepository}\n  branch: ${branch}\n${root}`);
}

/** The `backend` the GitHub sign-in's settings give: the repository and branch GitHub's stand-in holds. */
export const gitHubBackend = (
  parse(withGitHubSignIn(readFileSync("editor/page/config.yml", "utf8"))) as {
    backend: { repo: string; branch: string };
  }
).backend;
