/**
 * A stand-in for the part of GitHub's REST API that publishing a job uses: one repository held
 * in memory (branches -> commits -> trees of path -> bytes), answering as GitHub documents, and
 * refusing with 400 (and recording in `invalidRequests`) any request GitHub's OpenAPI
 * description does not allow. Its own answers are checked against the same description.
 *
 * In Vitest: `commitToGitHub(target, plan, standInFetch(standIn))`. In Playwright:
 *   await page.route("https://api.github.com/**", async (route) => {
 *     if (standIn.networkCut) return route.abort("internetdisconnected");
 *     const request = route.request();
 *     const answer = await standIn.handle({ method: request.method(), url: request.url(),
 *       headers: await request.allHeaders(), body: request.postData() });
 *     await route.fulfill(answer);
 *   });
 * Routed requests skip the browser's HTTP cache: `serveGitHub` (github-server.ts) serves it over
 * real HTTP, where GitHub's `Cache-Control: private, max-age=60` on reads takes effect.
 * Why the site publishes this way: docs/decisions/112-jobs-published-in-one-commit.md.
 */
import { createHash, createPublicKey, verify as verifySignature, type KeyObject } from "node:crypto";

import { checkRequest, checkResponse, type MatchedOperation } from "./github-openapi.ts";

export type StandInRequest = { method: string; url: string; headers?: Record<string, string>; body?: string | null };
export type StandInResponse = { status: number; headers: Record<string, string>; body: string };
export type InvalidRequest = { method: string; url: string; reasons: string[] };
export type CommitSummary = { sha: string; message: string; parents: string[]; changed: string[] };
export type StandInOptions = {
  repo: string;
  branch: string;
  token: string;
  files: Record<string, string | Uint8Array>;
  apiRoot?: string;
  /** A GitHub App installed on the repository: its token endpoint hands out `token`. */
  app?: { id: string; installationId: string; publicKeyPem: string };
  /** GitHub's clock, for tokens' lifetimes: the test's own when it moves time on. */
  now?: () => number;
};
/** Another change to a file, as someone else's commit would make it. */
export type OtherEdit = { path: string; change: (text: string) => string; message: string };

/** A tree's entry: a file (`100644`, `100755` executable, `120000` symlink) or a submodule (`160000`). */
type TreeItem = { mode: string; sha: string };
type Tree = Map<string, TreeItem>; // path -> its entry
/** Who a commit names, as its creator gave them; GitHub's own identity for the token where not. */
type Person = { name: string; email: string; date?: string };
type NewCommit = { message: string; tree: string; parents?: string[]; author?: Person; committer?: Person };
type StoredCommit = {
  tree: string;
  parents: string[];
  message: string;
  date: string;
  author?: Person;
  committer?: Person;
};
type Answer = { status: number; body: unknown };
type Params = Record<string, string>;
type Body = Record<string, unknown>;
type TreeEntry = { path: string; mode?: string; type?: string; sha?: string | null; content?: string };

const apiVersion = "2022-11-28";
const docs = "https://docs.github.com/rest";
const answerHeaders = {
  "content-type": "application/json; charset=utf-8",
  "access-control-allow-origin": "*",
  "access-control-expose-headers":
    "ETag, Link, Location, Retry-After, X-GitHub-OTP, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Used, X-RateLimit-Resource, X-RateLimit-Reset, X-OAuth-Scopes, X-Accepted-OAuth-Scopes, X-Poll-Interval, X-GitHub-Media-Type, X-GitHub-SSO, X-GitHub-Request-Id, Deprecation, Sunset",
  "x-github-api-version-selected": apiVersion,
};
/** What GitHub adds to an answer a signed-in GET reads: a browser may keep it for a minute. */
const readHeaders = (body: string) => ({
  "cache-control": "private, max-age=60, s-maxage=60",
  etag: `W/"${sha1(body)}"`,
  vary: "Accept, Authorization, Cookie, X-GitHub-OTP, Accept-Encoding",
});
const sha1 = (data: string | Uint8Array) => createHash("sha1").update(data).digest("hex");
const text = (bytes: Uint8Array | undefined) => (bytes ? new TextDecoder().decode(bytes) : undefined);
const fail = (status: number, message: string, more: Body = {}): Answer => ({
  status,
  body: { message, documentation_url: docs, status: String(status), ...more },
});

export class GitHubStandIn {
  readonly invalidRequests: InvalidRequest[] = [];
  /** Every request answered, in order, with the documented operation it matched. */
  readonly requests: { method: string; operationId?: string; status: number }[] = [];
  networkCut = false;
  private tokenRevoked = false;
  private movesLeft = 0;
  private otherEdit: OtherEdit | undefined;
  private readonly blobs = new Map<string, Uint8Array>();
  private readonly trees = new Map<string, Tree>();
  private readonly commits = new Map<string, StoredCommit>();
  private readonly refs = new Map<string, string>();
  private readonly apiRoot: string;
  private commitCount = 0;
  private readonly appKey: KeyObject | undefined;
  /** The installation tokens handed out, with what each was narrowed to. */
  readonly installationTokens: { repositories: unknown; permissions: unknown }[] = [];
  private readonly options: StandInOptions;

  constructor(options: StandInOptions) {
    this.options = options;
    this.apiRoot = options.apiRoot ?? "https://api.github.com";
    this.appKey = options.app ? createPublicKey(options.app.publicKeyPem) : undefined;
    const tree = this.storeTree(new Map(Object.entries(options.files).map(([path, data]) => [path, this.file(data)])));
    this.refs.set(options.branch, this.storeCommit({ tree, parents: [], message: "Site content" }));
  }

  /** Every request from now on is answered 401 "Bad credentials", as GitHub does for a revoked token. */
  revokeToken(): void {
    this.tokenRevoked = true;
  }

  /** `standInFetch` throws a TypeError as a browser's fetch does offline; Playwright aborts the route. */
  cutNetwork(): void {
    this.networkCut = true;
  }

  /** Just before the next `times` ref updates, someone else commits `edit` on the branch. */
  moveBranchBeforeRefUpdate(edit: OtherEdit, times = 1): void {
    this.otherEdit = edit;
    this.movesLeft = times;
  }

  head(branch = this.options.branch): string {
    const sha = this.refs.get(branch);
    if (!sha) throw new Error(`github-stand-in: no branch ${branch}`);
    return sha;
  }

  /** The branch's commits, newest first, along first parents, with the paths each changed. */
  history(branch = this.options.branch): CommitSummary[] {
    const summaries: CommitSummary[] = [];
    for (let sha: string | undefined = this.head(branch); sha;) {
      const commit: StoredCommit = this.commits.get(sha)!;
      const before: Tree = commit.parents[0] ? this.treeOf(commit.parents[0]) : new Map();
      const after = this.trees.get(commit.tree)!;
      const paths = new Set([...before.keys(), ...after.keys()]);
      const same = (path: string) =>
        before.get(path)?.sha === after.get(path)?.sha && before.get(path)?.mode === after.get(path)?.mode;
      const changed = [...paths].filter((path) => !same(path)).sort();
      summaries.push({ sha, message: commit.message, parents: commit.parents, changed });
      sha = commit.parents[0];
    }
    return summaries;
  }

  readFile(path: string, ref = this.options.branch): Uint8Array | undefined {
    const commit = this.refs.get(ref) ?? ref;
    const blob = this.commits.has(commit) ? this.treeOf(commit).get(path)?.sha : undefined;
    return blob ? this.blobs.get(blob) : undefined;
  }

  readText(path: string, ref = this.options.branch): string | undefined {
    return text(this.readFile(path, ref));
  }

  /** Commits file contents on the branch directly, as a change made elsewhere would. */
  commitOnBranch(message: string, files: Record<string, string | Uint8Array>): string {
    const tree = new Map(this.treeOf(this.head()));
    for (const [path, data] of Object.entries(files)) tree.set(path, this.file(data));
    const sha = this.storeCommit({ tree: this.storeTree(tree), parents: [this.head()], message });
    this.refs.set(this.options.branch, sha);
    return sha;
  }

  async handle(request: StandInRequest): Promise<StandInResponse> {
    const method = request.method.toUpperCase();
    if (method === "OPTIONS") return { status: 204, headers: preflightHeaders, body: "" };
    const check = checkRequest(method, request.url, request.body);
    const answer = this.answer(check.operation, check.problems, request);
    if (check.problems.length > 0) this.invalidRequests.push({ method, url: request.url, reasons: check.problems });
    if (check.operation && check.problems.length === 0) {
      const problems = checkResponse(method, check.operation.template, answer.status, answer.body);
      if (problems.length > 0)
        throw new Error(`github-stand-in answered ${check.operation.operationId} wrongly: ${problems.join("; ")}`);
    }
    this.requests.push({ method, operationId: check.operation?.operationId, status: answer.status });
    const body = JSON.stringify(answer.body);
    const cached = method === "GET" && answer.status === 200 ? readHeaders(body) : {};
    return { status: answer.status, headers: { ...answerHeaders, ...cached }, body };
  }

  private answer(operation: MatchedOperation | undefined, problems: string[], request: StandInRequest): Answer {
    if (!operation || problems.length > 0) return fail(400, `Invalid request.\n\n${problems.join("\n")}`);
    const headers = Object.fromEntries(Object.entries(request.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    const credentials = headers.authorization?.match(/^(?:Bearer|token) (.+)$/)?.[1];
    const body = (request.body ? JSON.parse(request.body) : {}) as Body;
    if (operation.operationId === "apps/create-installation-access-token")
      return this.installationToken(credentials, operation.pathParams.installation_id!, body);
    if (this.tokenRevoked || credentials !== this.options.token) return fail(401, "Bad credentials");
    const version = headers["x-github-api-version"];
    if (version !== undefined && version !== apiVersion) return fail(400, `The version ${version} is not supported.`);
    const { owner, repo, ...params } = operation.pathParams;
    if (`${owner}/${repo}` !== this.options.repo) return fail(404, "Not Found");
    const query = Object.fromEntries(new URL(request.url).searchParams);
    return this.operate(operation.operationId, { ...query, ...params }, body);
  }

  private operate(operationId: string, params: Params, body: Body): Answer {
    switch (operationId) {
      case "git/get-ref":
        return this.getRef(params.ref!);
      case "git/get-commit":
        return this.commits.has(params.commit_sha!)
          ? this.commitAnswer(params.commit_sha!, 200)
          : fail(404, "Not Found");
      case "repos/get-content":
        return this.getContent(params.path!, params.ref);
      case "repos/create-or-update-file-contents":
        return this.putContent(
          params.path!,
          body as { message: string; content: string; sha?: string; branch?: string },
        );
      case "git/get-tree":
        return this.getTree(params.tree_sha!, params.recursive !== undefined);
      case "git/get-blob":
        return this.getBlob(params.file_sha!);
      case "repos/get-branch":
        return this.refs.has(params.branch!) ? this.branchAnswer(params.branch!) : fail(404, "Branch not found");
      case "git/create-blob":
        return this.createBlob(body.content as string, (body.encoding as string | undefined) ?? "utf-8");
      case "git/create-tree":
        return this.createTree(body.tree as TreeEntry[], body.base_tree as string | undefined);
      case "git/create-commit":
        return this.createCommit(body as NewCommit);
      case "git/update-ref":
        return this.updateRef(params.ref!, body.sha as string, body.force === true);
      default:
        return fail(501, `The stand-in does not answer ${operationId}.`);
    }
  }

  /**
   * GitHub's App token endpoint: the App's JWT (RS256, issued by the App, at most ten minutes
   * long) buys a token for the installation, narrowed as the request asks.
   */
  private installationToken(jwt: string | undefined, installationId: string, body: Body): Answer {
    const app = this.options.app;
    if (!app || !this.appKey || installationId !== app.installationId) return fail(404, "Not Found");
    const [header = "", payload = "", signature = ""] = (jwt ?? "").split(".");
    const signed = verifySignature(
      "RSA-SHA256",
      Buffer.from(`${header}.${payload}`),
      this.appKey,
      Buffer.from(signature, "base64url"),
    );
    const claims = signed ? (JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>) : {};
    const now = this.options.now?.() ?? Date.now();
    const seconds = now / 1000;
    const timely =
      typeof claims.exp === "number" &&
      typeof claims.iat === "number" &&
      claims.exp > seconds &&
      claims.exp - claims.iat <= 600;
    if (!signed || String(claims.iss) !== app.id || !timely) return fail(401, "A JSON web token could not be decoded");
    const name = this.options.repo.split("/")[1];
    const repositories = body.repositories as string[] | undefined;
    if (repositories && repositories.some((repo) => repo !== name))
      return fail(
        422,
        "There is at least one repository that does not exist or is not accessible to the parent installation.",
      );
    this.installationTokens.push({ repositories: body.repositories, permissions: body.permissions });
    const expires = new Date(now + 3600_000).toISOString().replace(/\.\d+Z$/, "Z");
    const permissions = (body.permissions as Record<string, string> | undefined) ?? {
      contents: "write",
      metadata: "read",
    };
    return {
      status: 201,
      body: { token: this.options.token, expires_at: expires, permissions, repository_selection: "selected" },
    };
  }

  /** The contents API's write: GitHub's compare-and-swap on the file's blob sha. */
  private putContent(path: string, body: { message: string; content: string; sha?: string; branch?: string }): Answer {
    const branch = body.branch ?? this.options.branch;
    if (!this.refs.has(branch)) return fail(404, `Branch ${branch} not found`);
    const current = this.treeOf(this.head(branch)).get(path)?.sha;
    if (current && body.sha === undefined) return fail(422, 'Invalid request.\n\n"sha" wasn\'t supplied.');
    if (current !== body.sha) return fail(409, `${path} does not match ${body.sha ?? "nothing"}`);
    const tree = new Map(this.treeOf(this.head(branch))).set(
      path,
      this.file(new Uint8Array(Buffer.from(body.content, "base64"))),
    );
    const commit = this.storeCommit({
      tree: this.storeTree(tree),
      parents: [this.head(branch)],
      message: body.message,
    });
    this.refs.set(branch, commit);
    const content = this.getContent(path, branch).body as Body;
    delete content.content;
    delete content.encoding;
    return { status: current ? 200 : 201, body: { content, commit: this.commitAnswer(commit, 200).body } };
  }

  private getRef(ref: string): Answer {
    const branch = ref.replace(/^heads\//, "");
    if (!ref.startsWith("heads/") || !this.refs.has(branch)) return fail(404, "Not Found");
    return { status: 200, body: this.refBody(branch) };
  }

  private getContent(path: string, ref = this.options.branch): Answer {
    const commit = this.refs.get(ref.replace(/^(refs\/)?heads\//, "")) ?? (this.commits.has(ref) ? ref : undefined);
    if (!commit) return fail(404, `No commit found for the ref ${ref}`);
    const blob = this.treeOf(commit).get(path)?.sha;
    if (!blob || !this.blobs.has(blob)) return fail(404, "Not Found");
    const bytes = this.blobs.get(blob)!;
    const url = `${this.apiRoot}/repos/${this.options.repo}/contents/${path}?ref=${ref}`;
    const html = `https://github.com/${this.options.repo}/blob/${ref}/${path}`;
    const gitUrl = `${this.apiRoot}/repos/${this.options.repo}/git/blobs/${blob}`;
    // GitHub wraps the base64 at 60 characters.
    const content = Buffer.from(bytes).toString("base64").replace(/.{60}/g, "$&\n");
    const file = { type: "file", encoding: "base64", size: bytes.length, name: path.split("/").pop()!, path, content };
    const links = {
      git_url: gitUrl,
      html_url: html,
      download_url: `https://raw.githubusercontent.com/${this.options.repo}/${ref}/${path}`,
    };
    return { status: 200, body: { ...file, sha: blob, url, ...links, _links: { git: gitUrl, html, self: url } } };
  }

  /**
   * A tree by its sha, or by `<branch or commit>:<folder>` as Decap asks: a folder's own entries,
   * with its subfolders as trees, or every file below it when recursive.
   */
  private getTree(name: string, recursive: boolean): Answer {
    if (!name.includes(":"))
      return this.trees.has(name) ? { status: 200, body: this.treeBody(name) } : fail(404, "Not Found");
    const [ref = "", folder = ""] = name.split(":");
    const commit = this.refs.get(ref) ?? (this.commits.has(ref) ? ref : undefined);
    if (!commit) return fail(404, "Not Found");
    const prefix = folder ? `${folder.replace(/\/$/, "")}/` : "";
    const below: Tree = new Map();
    for (const [path, item] of this.treeOf(commit))
      if (path.startsWith(prefix)) below.set(path.slice(prefix.length), item);
    if (below.size === 0) return fail(404, "Not Found");
    const sha = this.storeTree(below);
    const body = this.treeBody(sha);
    if (recursive) return { status: 200, body };
    const folders = new Set([...below.keys()].filter((path) => path.includes("/")).map((path) => path.split("/")[0]!));
    const repoUrl = `${this.apiRoot}/repos/${this.options.repo}`;
    const subtrees = [...folders].map((sub) => {
      const inner: Tree = new Map(
        [...below]
          .filter(([path]) => path.startsWith(`${sub}/`))
          .map(([path, item]) => [path.slice(sub.length + 1), item]),
      );
      const innerSha = this.storeTree(inner);
      return { path: sub, mode: "040000", type: "tree", sha: innerSha, url: `${repoUrl}/git/trees/${innerSha}` };
    });
    const files = (body.tree as { path: string }[]).filter((entry) => !entry.path.includes("/"));
    return { status: 200, body: { ...body, tree: [...files, ...subtrees] } };
  }

  private getBlob(sha: string): Answer {
    const bytes = this.blobs.get(sha);
    if (!bytes) return fail(404, "Not Found");
    const url = `${this.apiRoot}/repos/${this.options.repo}/git/blobs/${sha}`;
    const content = Buffer.from(bytes).toString("base64").replace(/.{60}/g, "$&\n");
    const node_id = Buffer.from(`Blob:${sha}`).toString("base64");
    return { status: 200, body: { sha, node_id, size: bytes.length, url, content, encoding: "base64" } };
  }

  /** `repos/get-branch`: the branch's head commit, as the REST commit object, unprotected. */
  private branchAnswer(branch: string): Answer {
    const sha = this.head(branch);
    const git = this.commitAnswer(sha, 200).body as Body & {
      author: Body;
      committer: Body;
      parents: { sha: string }[];
    };
    const repoUrl = `${this.apiRoot}/repos/${this.options.repo}`;
    const commit = {
      sha,
      node_id: git.node_id,
      url: `${repoUrl}/commits/${sha}`,
      html_url: git.html_url,
      comments_url: `${repoUrl}/commits/${sha}/comments`,
      commit: {
        url: git.url,
        author: git.author,
        committer: git.committer,
        message: git.message,
        comment_count: 0,
        tree: git.tree,
      },
      author: null,
      committer: null,
      parents: git.parents.map(({ sha: parent }) => ({ sha: parent, url: `${repoUrl}/commits/${parent}` })),
    };
    const links = {
      self: `${repoUrl}/branches/${branch}`,
      html: `https://github.com/${this.options.repo}/tree/${branch}`,
    };
    return {
      status: 200,
      body: {
        name: branch,
        commit,
        _links: links,
        protected: false,
        protection: { enabled: false },
        protection_url: `${links.self}/protection`,
      },
    };
  }

  private createBlob(content: string, encoding: string): Answer {
    if (encoding !== "base64" && encoding !== "utf-8")
      return fail(422, `encoding must be either utf-8 or base64, got ${encoding}`);
    const sha = this.storeBlob(encoding === "base64" ? new Uint8Array(Buffer.from(content, "base64")) : content);
    return { status: 201, body: { url: `${this.apiRoot}/repos/${this.options.repo}/git/blobs/${sha}`, sha } };
  }

  private createTree(entries: TreeEntry[], base: string | undefined): Answer {
    // GitHub takes any tree-ish as the base: Decap sends the branch's head commit.
    const baseTree = base && this.commits.has(base) ? this.commits.get(base)!.tree : base;
    if (baseTree !== undefined && !this.trees.has(baseTree)) return fail(422, "base_tree is not a valid tree oid");
    const tree: Tree = new Map(baseTree ? this.trees.get(baseTree) : []);
    for (const entry of entries) {
      const mode = entry.mode ?? "100644";
      if (entry.type === "tree" || mode === "040000") return fail(501, "The stand-in holds files and submodules only.");
      if (entry.content !== undefined && entry.sha !== undefined)
        return fail(422, "Must supply either tree.sha or tree.content. Request will be rejected if both are present.");
      // A submodule's sha is a commit of another repository, which GitHub does not look for.
      const known = (sha: string) => this.blobs.has(sha) || mode === "160000";
      if (entry.content !== undefined) tree.set(entry.path, { mode, sha: this.storeBlob(entry.content) });
      else if (entry.sha === null) tree.delete(entry.path);
      else if (entry.sha && known(entry.sha)) tree.set(entry.path, { mode, sha: entry.sha });
      else return fail(422, `tree.sha ${String(entry.sha)} is not a valid blob`);
    }
    const sha = this.storeTree(tree);
    return { status: 201, body: this.treeBody(sha) };
  }

  private createCommit(body: NewCommit): Answer {
    const { message, tree, parents = [], author, committer } = body;
    if (!this.trees.has(tree)) return fail(422, "Tree SHA does not exist");
    if (parents.some((parent) => !this.commits.has(parent)))
      return fail(422, "Parent SHA does not exist or is not a commit object");
    return this.commitAnswer(this.storeCommit({ tree, parents, message, author, committer }), 201);
  }

  private updateRef(ref: string, sha: string, force: boolean): Answer {
    const branch = ref.replace(/^heads\//, "");
    if (!ref.startsWith("heads/") || !this.refs.has(branch)) return fail(422, "Reference does not exist");
    if (!this.commits.has(sha)) return fail(422, "Object does not exist");
    if (this.movesLeft > 0 && this.otherEdit) {
      this.movesLeft -= 1;
      const { path, change, message } = this.otherEdit;
      this.commitOnBranch(message, { [path]: change(this.readText(path) ?? "") });
    }
    if (!force && !this.descends(sha, this.head(branch))) return fail(422, "Update is not a fast forward");
    this.refs.set(branch, sha);
    return { status: 200, body: this.refBody(branch) };
  }

  private descends(sha: string, ancestor: string): boolean {
    const queue = [sha];
    for (let next = queue.shift(); next; next = queue.shift()) {
      if (next === ancestor) return true;
      queue.push(...(this.commits.get(next)?.parents ?? []));
    }
    return false;
  }

  private treeOf(commit: string): Tree {
    return this.trees.get(this.commits.get(commit)!.tree)!;
  }

  /** A plain file's entry, its bytes stored as a blob. */
  private file(data: string | Uint8Array): TreeItem {
    return { mode: "100644", sha: this.storeBlob(data) };
  }

  private storeBlob(data: string | Uint8Array): string {
    const bytes = typeof data === "string" ? new TextEncoder().encode(data) : data;
    // Git's own object id, so a blob's sha is what `git hash-object` gives for the file.
    const sha = createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
    this.blobs.set(sha, new Uint8Array(bytes));
    return sha;
  }

  private storeTree(tree: Tree): string {
    const sha = sha1(JSON.stringify([...tree].sort(([a], [b]) => a.localeCompare(b))));
    this.trees.set(sha, tree);
    return sha;
  }

  private storeCommit(commit: Omit<StoredCommit, "date">): string {
    this.commitCount += 1;
    const date = new Date(Date.UTC(2026, 0, 1, 0, 0, this.commitCount)).toISOString().replace(/\.\d+Z$/, "Z");
    const sha = sha1(JSON.stringify({ ...commit, date }));
    this.commits.set(sha, { ...commit, date });
    return sha;
  }

  private refBody(branch: string): Body {
    const sha = this.head(branch);
    const repoUrl = `${this.apiRoot}/repos/${this.options.repo}`;
    return {
      ref: `refs/heads/${branch}`,
      node_id: Buffer.from(`Ref:${branch}`).toString("base64"),
      url: `${repoUrl}/git/refs/heads/${branch}`,
      object: { type: "commit", sha, url: `${repoUrl}/git/commits/${sha}` },
    };
  }

  private treeBody(sha: string): Body {
    const repoUrl = `${this.apiRoot}/repos/${this.options.repo}`;
    const tree = [...this.trees.get(sha)!].map(([path, { mode, sha: object }]) =>
      mode === "160000"
        ? { path, mode, type: "commit", sha: object }
        : {
            path,
            mode,
            type: "blob",
            sha: object,
            size: this.blobs.get(object)!.length,
            url: `${repoUrl}/git/blobs/${object}`,
          },
    );
    return { sha, url: `${repoUrl}/git/trees/${sha}`, truncated: false, tree };
  }

  private commitAnswer(sha: string, status: number): Answer {
    const { tree, parents, message, date, author, committer } = this.commits.get(sha)!;
    const repoUrl = `${this.apiRoot}/repos/${this.options.repo}`;
    const link = (commit: string) => ({
      sha: commit,
      url: `${repoUrl}/git/commits/${commit}`,
      html_url: `https://github.com/${this.options.repo}/commit/${commit}`,
    });
    const person = { name: "Site owner", email: "owner@example.com", date };
    const verification = { verified: false, reason: "unsigned", signature: null, payload: null, verified_at: null };
    const named = (given: Person | undefined) => (given ? { date, ...given } : person);
    const body = { ...link(sha), node_id: Buffer.from(`Commit:${sha}`).toString("base64"), author: named(author) };
    const treeLink = { sha: tree, url: `${repoUrl}/git/trees/${tree}` };
    return {
      status,
      body: { ...body, committer: named(committer), tree: treeLink, message, parents: parents.map(link), verification },
    };
  }
}

const preflightHeaders = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, PATCH, PUT, DELETE",
  "access-control-allow-headers": "Authorization, Content-Type, Accept, X-GitHub-Api-Version",
  "access-control-max-age": "86400",
};

/** A `fetch` that sends to the stand-in, or fails as a browser's does with no network. */
export function standInFetch(standIn: GitHubStandIn): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    if (standIn.networkCut) throw new TypeError("Failed to fetch");
    const answer = await standIn.handle({
      method: request.method,
      url: request.url,
      headers: Object.fromEntries(request.headers),
      body: request.method === "GET" || request.method === "HEAD" ? null : await request.text(),
    });
    return new Response(answer.status === 204 ? null : answer.body, {
      status: answer.status,
      headers: answer.headers,
    });
  };
}
