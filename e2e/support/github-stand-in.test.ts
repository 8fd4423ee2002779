import { describe, expect, it } from "vitest";

import { GitHubStandIn, type StandInRequest } from "./github-stand-in";

const token = "gho_stand-in-token";
const repoUrl = "https://api.github.com/repos/example/site";
const headers = { authorization: `Bearer ${token}`, "x-github-api-version": "2022-11-28" };
const newStandIn = () =>
  new GitHubStandIn({
    repo: "example/site",
    branch: "main",
    token,
    files: { "content/galleries.yml": "projects: []\n" },
  });
const send = (standIn: GitHubStandIn, request: Omit<StandInRequest, "headers">) =>
  standIn
    .handle({ headers, ...request })
    .then((answer) => ({ ...answer, json: JSON.parse(answer.body) as Record<string, unknown> }));
const post = (path: string, body: unknown) => ({
  method: "POST",
  url: `${repoUrl}${path}`,
  body: JSON.stringify(body),
});

describe("GitHub stand-in: requests GitHub would not accept", () => {
  it("refuses and records a path GitHub does not document", async () => {
    const standIn = newStandIn();

    const answer = await send(standIn, { method: "GET", url: `${repoUrl}/git/reference/heads/main` });

    expect(answer.status).toBe(400);
    expect(standIn.invalidRequests).toEqual([
      {
        method: "GET",
        url: `${repoUrl}/git/reference/heads/main`,
        reasons: [expect.stringContaining("matches no path GitHub documents")],
      },
    ]);
  });

  it("refuses and records a body that breaks the operation's schema, naming each fault", async () => {
    const standIn = newStandIn();
    const tree = { base_tree: "abc", tree: [{ path: "a.jpg", mode: "644", type: "blob", sha: "abc" }] };

    const wrongTree = await send(standIn, post("/git/trees", tree));
    const wrongCommit = await send(standIn, post("/git/commits", { tree: "abc", parents: "def" }));

    expect([wrongTree.status, wrongCommit.status]).toEqual([400, 400]);
    const [treeReasons, commitReasons] = standIn.invalidRequests.map((request) => request.reasons.join("\n"));
    expect(treeReasons).toMatch(/body\/tree\/0\/mode must be equal to one of the allowed values/);
    expect(commitReasons).toMatch(/must have required property 'message'/);
    expect(commitReasons).toMatch(/body\/parents must be array/);
  });

  it("refuses a query parameter the operation does not take", async () => {
    const standIn = newStandIn();

    const answer = await send(standIn, { method: "GET", url: `${repoUrl}/contents/content/galleries.yml?branch=main` });

    expect(answer.status).toBe(400);
    expect(standIn.invalidRequests[0]!.reasons).toEqual([expect.stringContaining(`query parameter "branch"`)]);
  });
});

describe("GitHub stand-in: answers as GitHub does", () => {
  it("answers 401 without the token it was given, and after the token is revoked", async () => {
    const standIn = newStandIn();
    const getRef = { method: "GET", url: `${repoUrl}/git/ref/heads/main` };

    const anonymous = await standIn.handle(getRef);
    const signedIn = await send(standIn, getRef);
    standIn.revokeToken();
    const revoked = await send(standIn, getRef);

    expect([anonymous.status, signedIn.status, revoked.status]).toEqual([401, 200, 401]);
    expect(revoked.json.message).toBe("Bad credentials");
    expect(standIn.invalidRequests).toEqual([]);
  });

  it("serves a file at a ref as base64, and refuses a ref update that is not a fast forward", async () => {
    const standIn = newStandIn();
    const seed = standIn.head();
    const file = await send(standIn, { method: "GET", url: `${repoUrl}/contents/content/galleries.yml?ref=${seed}` });
    const blob = await send(standIn, post("/git/blobs", { content: "projects: [x]\n", encoding: "utf-8" }));
    const seedCommit = await send(standIn, { method: "GET", url: `${repoUrl}/git/commits/${seed}` });
    const baseTree = (seedCommit.json.tree as { sha: string }).sha;
    const tree = await send(standIn, post("/git/trees", { base_tree: baseTree, tree: [] }));
    standIn.commitOnBranch("Someone else's change", { "content/galleries.yml": "projects: [y]\n" });
    const commit = await send(standIn, post("/git/commits", { message: "Mine", tree: tree.json.sha, parents: [seed] }));

    const refused = await send(standIn, {
      method: "PATCH",
      url: `${repoUrl}/git/refs/heads/main`,
      body: JSON.stringify({ sha: commit.json.sha, force: false }),
    });

    expect(Buffer.from(file.json.content as string, "base64").toString()).toBe("projects: []\n");
    expect(blob.status).toBe(201);
    expect([refused.status, refused.json.message]).toEqual([422, "Update is not a fast forward"]);
    expect(standIn.history()[0]!.message).toBe("Someone else's change");
    expect(standIn.invalidRequests).toEqual([]);
  });
});

describe("GitHub stand-in: the reads Decap's GitHub backend makes", () => {
  it("answers a branch, a folder's tree by branch:path, and a blob, as GitHub documents them", async () => {
    const standIn = new GitHubStandIn({
      repo: "example/site",
      branch: "main",
      token,
      files: { "content/galleries.yml": "projects: []\n", "content/pages/home.yml": "title: Home\n" },
    });
    const get = (path: string) => send(standIn, { method: "GET", url: `${repoUrl}${path}` });

    const branch = await get("/branches/main");
    const folder = await get("/git/trees/main:content");
    const all = await get("/git/trees/main:content?recursive=1");
    const file = (folder.json.tree as { path: string; sha: string; type: string }[]).find(
      (entry) => entry.path === "galleries.yml",
    );
    const blob = await get(`/git/blobs/${file?.sha}`);

    expect(branch.status).toBe(200);
    expect((branch.json.commit as { sha: string }).sha).toBe(standIn.head());
    expect((folder.json.tree as { path: string; type: string }[]).map(({ path, type }) => [path, type])).toEqual([
      ["galleries.yml", "blob"],
      ["pages", "tree"],
    ]);
    expect((all.json.tree as { path: string }[]).map(({ path }) => path)).toEqual(["galleries.yml", "pages/home.yml"]);
    expect(Buffer.from(String(blob.json.content), "base64").toString()).toBe("projects: []\n");
    expect((await get("/git/trees/main:nothing")).status).toBe(404);
    expect(standIn.invalidRequests).toEqual([]);
  });
});
