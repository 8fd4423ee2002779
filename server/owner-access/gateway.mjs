// @ts-check
/**
 * The gateway: `/api/git/github/...` passes the GitHub requests the site editor (Decap's
 * git-gateway backend) and the job page make to this one repository, with the installation
 * token, which never leaves the function. Reads pass; writes pass only when every path they
 * touch is a content file or a photo (write-paths.mjs), including the paths in a Git Data tree
 * body, and a branch moves only forward, by a change that touches those paths alone and leaves
 * each a plain file or gone. A change to where customers' details go (guarded-fields.mjs) passes
 * only with a fresh Face ID.
 */
import { faceIdNeededToPublish } from "./face-id.mjs";
import { repoRequest } from "./github-app.mjs";
import { changesGuardedField, guardedFields } from "./guarded-fields.mjs";
import { Refusal, textOf } from "./refusal.mjs";
import { isWritablePath } from "./write-paths.mjs";

export const gatewayPrefix = "/api/git/github";

/**
 * The largest body the gateway reads, after the session check: one photo, as a blob in base64
 * (a third larger than its bytes). Photos are prepared on the device to their slot's size, a
 * few hundred KB; a very wide panorama stays under 8 MB.
 */
export const largestGatewayBody = 16 * 1024 * 1024;

const readable =
  /^(?:|\/contents(?:\/.*)?|\/git\/(?:ref|refs|trees|commits|blobs)\/.+|\/commits(?:\/.*)?|\/branches(?:\/.*)?|\/compare\/.+)$/;

/** @param {string} encoded @returns {string} */
function decodedPath(encoded) {
  let path;
  try {
    path = encoded.split("/").map(decodeURIComponent).join("/");
  } catch {
    throw new Refusal(400, "The gateway refused a path it could not read.");
  }
  return path;
}

/** @param {string} path @param {string} what */
function requireWritable(path, what) {
  if (!isWritablePath(path))
    throw new Refusal(403, `The gateway refused ${what} ${path}: only content files and photos may change.`);
}

/** @param {string} text @returns {Record<string, unknown>} */
function jsonBody(text) {
  try {
    const body = JSON.parse(text);
    if (body && typeof body === "object" && !Array.isArray(body)) return body;
  } catch {
    // Falls through to the refusal.
  }
  throw new Refusal(400, "The gateway refused a request whose body is not a JSON object.");
}

/** Every entry of a new tree must be a plain file at a writable path. @param {Record<string, unknown>} body */
function checkTree(body) {
  if (!Array.isArray(body.tree)) throw new Refusal(400, "The gateway refused a tree without entries.");
  for (const entry of body.tree) {
    const path = typeof entry?.path === "string" ? entry.path : "";
    requireWritable(path, "a tree entry for");
    if (entry.mode !== "100644" || entry.type !== "blob")
      throw new Refusal(403, `The gateway refused a tree entry for ${path}: only plain files may change.`);
  }
}

/** @param {import("./credentials.mjs").GitHubAccess} github @param {string} path @returns {Promise<any>} */
async function readGitHub(github, path) {
  const answer = await repoRequest(github.fetch, github.settings, await github.token(), "GET", path);
  if (!answer.ok) throw new Refusal(502, `GitHub did not answer ${path} (HTTP ${answer.status}).`);
  return answer.json();
}

/** @typedef {{ mode: string, type: string, sha: string }} TreeEntry */

/**
 * A tree's entries below its folders by path: files (plain, executable, symlink) and submodules.
 * @param {import("./credentials.mjs").GitHubAccess} github @param {string} tree
 */
async function treeFiles(github, tree) {
  const body = await readGitHub(github, `/git/trees/${tree}?recursive=1`);
  if (body.truncated) throw new Refusal(403, "The gateway refused a change to a tree too large to check.");
  /** @type {Map<string, TreeEntry>} */
  const files = new Map();
  for (const { path, mode, type, sha } of body.tree ?? []) if (type !== "tree") files.set(path, { mode, type, sha });
  return files;
}

/** GitHub's base64 (with line breaks) as UTF-8 text. @param {string} base64 */
function utf8(base64) {
  let bytes;
  try {
    bytes = Uint8Array.from(atob(base64.replace(/\s/g, "")), (char) => char.charCodeAt(0));
  } catch {
    throw new Refusal(400, "The gateway refused a file whose content is not base64.");
  }
  return new TextDecoder().decode(bytes);
}

/** A blob's text, or undefined for no blob. @param {import("./credentials.mjs").GitHubAccess} github @param {TreeEntry | undefined} entry */
async function blobText(github, entry) {
  return entry ? utf8((await readGitHub(github, `/git/blobs/${entry.sha}`)).content ?? "") : undefined;
}

/** @param {string} path @param {string | undefined} before @param {string | undefined} after */
function requireFaceIdFor(path, before, after) {
  if (changesGuardedField(path, before, after)) throw new Refusal(403, faceIdNeededToPublish);
}

/** @param {TreeEntry | undefined} one @param {TreeEntry | undefined} other */
const sameEntry = (one, other) => one?.mode === other?.mode && one?.type === other?.type && one?.sha === other?.sha;

/**
 * A branch moves only by one commit on its head, whose tree differs from the head's in writable
 * paths alone: the tree-body check by itself would not see a commit made on an older tree.
 * Anything else gets GitHub's own answer to a move that is not a fast forward, 422.
 * @param {import("./credentials.mjs").GitHubAccess} github @param {string} branch @param {Record<string, unknown>} body
 * @param {boolean} faceIdFresh
 */
async function checkBranchMove(github, branch, body, faceIdFresh) {
  if (branch !== github.settings.branch)
    throw new Refusal(403, `The gateway refused moving branch ${branch}: only ${github.settings.branch} is published.`);
  if (body.force) throw new Refusal(403, "The gateway refused a forced branch move.");
  if (typeof body.sha !== "string" || !/^[0-9a-f]{40}$/.test(body.sha))
    throw new Refusal(400, "The gateway refused a branch move without a commit.");
  const head = (await readGitHub(github, `/git/ref/heads/${encodeURIComponent(branch)}`)).object?.sha;
  const commit = await readGitHub(github, `/git/commits/${body.sha}`);
  const parents = (commit.parents ?? []).map((/** @type {{ sha: string }} */ parent) => parent.sha);
  if (parents.length !== 1 || parents[0] !== head)
    throw new Refusal(422, "Update is not a fast forward: the gateway moves the branch by one commit on its head.");
  const headCommit = await readGitHub(github, `/git/commits/${head}`);
  const [before, after] = await Promise.all([
    treeFiles(github, headCommit.tree.sha),
    treeFiles(github, commit.tree.sha),
  ]);
  for (const path of new Set([...before.keys(), ...after.keys()])) {
    const now = after.get(path);
    if (sameEntry(before.get(path), now)) continue;
    requireWritable(path, "a change to");
    // A writable path ends as a plain file or gone: the build and the encodings workflow would
    // follow a symlink, run an executable or fetch a submodule.
    if (now && (now.mode !== "100644" || now.type !== "blob"))
      throw new Refusal(403, `The gateway refused a change to ${path}: only plain files may change.`);
  }
  if (faceIdFresh) return;
  for (const path of guardedFields.keys())
    if (!sameEntry(before.get(path), after.get(path)))
      requireFaceIdFor(path, await blobText(github, before.get(path)), await blobText(github, after.get(path)));
}

/**
 * A contents call (PUT or DELETE) on a guarded file, compared with the file on the branch now.
 * @param {import("./credentials.mjs").GitHubAccess} github @param {string} path @param {Record<string, unknown>} body
 */
async function checkGuardedContents(github, path, body) {
  if (!guardedFields.has(path)) return;
  const ref = encodeURIComponent(github.settings.branch);
  const encoded = path.split("/").map(encodeURIComponent).join("/");
  const now = await readGitHub(github, `/contents/${encoded}?ref=${ref}`);
  const after = typeof body.content === "string" ? utf8(body.content) : undefined;
  requireFaceIdFor(path, utf8(now.content ?? ""), after);
}

/**
 * The fields of a commit the gateway passes on: never an author, committer or signature, so
 * every commit made through it is the App's own, whatever a device sends (a device may still
 * name itself in the message).
 */
const commitFields = ["message", "tree", "parents"];
const contentsFields = ["message", "content", "sha", "branch"];

/** @param {Record<string, unknown>} body @param {string[]} fields */
const onlyFields = (body, fields) =>
  JSON.stringify(Object.fromEntries(fields.filter((field) => field in body).map((field) => [field, body[field]])));

/**
 * Checks one request against what the editor and the job page may do; returns the body to send
 * on where it differs from the one sent.
 * @param {import("./credentials.mjs").GitHubAccess} github @param {string} method @param {string} path @param {string} bodyText
 * @param {boolean} faceIdFresh  whether the device answered with Face ID in the last five minutes
 * @returns {Promise<string | undefined>}
 */
async function checkRequest(github, method, path, bodyText, faceIdFresh) {
  if (method === "GET" || method === "HEAD") {
    if (readable.test(path)) return;
    throw new Refusal(403, `The gateway does not pass GET ${path || "/"}.`);
  }
  const contents = /^\/contents\/(.+)$/.exec(path);
  if (contents && (method === "PUT" || method === "DELETE")) {
    const file = decodedPath(contents[1] ?? "");
    requireWritable(file, "a change to");
    const body = jsonBody(bodyText);
    if (body.branch !== undefined && body.branch !== github.settings.branch)
      throw new Refusal(403, `The gateway refused a change on branch ${String(body.branch)}.`);
    if (!faceIdFresh) await checkGuardedContents(github, file, method === "PUT" ? body : {});
    return onlyFields(body, contentsFields);
  }
  if (method === "POST" && path === "/git/commits") return onlyFields(jsonBody(bodyText), commitFields);
  if (method === "POST" && path === "/git/blobs") return void jsonBody(bodyText);
  if (method === "POST" && path === "/git/trees") return void checkTree(jsonBody(bodyText));
  const ref = /^\/git\/refs\/heads\/(.+)$/.exec(path);
  if (method === "PATCH" && ref)
    return void (await checkBranchMove(github, decodedPath(ref[1] ?? ""), jsonBody(bodyText), faceIdFresh));
  throw new Refusal(403, `The gateway does not pass ${method} ${path || "/"}.`);
}

/** GitHub's headers the browser may see: never its rate-limit details for the App, never a token. */
const passedHeaders = ["content-type", "etag", "last-modified"];

/**
 * Passes one checked request to GitHub and its answer back.
 * @param {import("./credentials.mjs").GitHubAccess} github @param {Request} request @param {string} rest  the path after the prefix, query included
 * @param {boolean} faceIdFresh  whether the device answered with Face ID in the last five minutes
 */
export async function passToGitHub(github, request, rest, faceIdFresh) {
  const [encodedRest = "", query = ""] = rest.split(/\?(.*)/s);
  const path = encodedRest.replace(/\/+$/, "");
  if (
    decodedPath(path)
      .split("/")
      .some((part) => part === "." || part === "..")
  )
    throw new Refusal(400, "The gateway refused a path with dot segments.");
  const method = request.method.toUpperCase();
  // The checks below read a change's body only: `?branch=` or `?force=` would pass unread.
  if (query && method !== "GET" && method !== "HEAD")
    throw new Refusal(
      403,
      "The gateway refused a change with a query string: GitHub takes a change's settings in its body.",
    );
  const bodyText = method === "GET" || method === "HEAD" ? "" : await textOf(request, largestGatewayBody);
  const sent = (await checkRequest(github, method, path, bodyText, faceIdFresh)) ?? bodyText;
  const answer = await repoRequest(
    github.fetch,
    github.settings,
    await github.token(),
    method,
    `${path}${query ? `?${query}` : ""}`,
    {
      body: sent || null,
      contentType: sent ? "application/json" : null,
      accept: request.headers.get("Accept"),
    },
  );
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const name of passedHeaders) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(method === "HEAD" ? null : await answer.arrayBuffer(), { status: answer.status, headers });
}
