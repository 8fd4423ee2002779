// @vitest-environment node
/**
 * The same handlers behind the hosts' own runtimes, over real HTTP: Cloudflare Pages' workerd
 * (`wrangler pages dev`, the functions/ adapters) and the project's Node server's adapter, each
 * with GitHub's stand-in served on a port of its own.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { GitHubStandIn } from "../../e2e/support/github-stand-in";
import { ensureQuoteFunction } from "../../test-support/quote-function";
import { SoftwareAuthenticator } from "../../test-support/software-authenticator";
import { credentialsPath } from "./credentials.mjs";
import { answerOwnerRequest } from "./node-adapter.mjs";
import { createInvite } from "./invites.mjs";
import { readSettings } from "./settings.mjs";

// Ports of their own: E2E's and the editor's are taken by browser tests that may run meanwhile.
const gitHubPort = Number(process.env.OWNER_TEST_PORT ?? 5190);
const workerdPort = gitHubPort + 1;
const nodePort = gitHubPort + 2;
const token = "ghs_hostsTestInstallationToken0123456789";
const keys = generateKeyPairSync("rsa", { modulusLength: 2048 });

const standIn = new GitHubStandIn({
  repo: "example/hartwell-outdoor",
  branch: "main",
  token,
  apiRoot: `http://127.0.0.1:${gitHubPort}`,
  files: {
    "content/business.yml": "name: Hartwell Outdoor\n",
    [credentialsPath]: '{"passkeys":[],"usedInvites":[]}\n',
  },
  app: {
    id: "1",
    installationId: "2",
    publicKeyPem: keys.publicKey.export({ type: "spki", format: "pem" }).toString(),
  },
});

const envFor = (origin: string) => ({
  GITHUB_APP_ID: "1",
  GITHUB_APP_INSTALLATION_ID: "2",
  GITHUB_APP_PRIVATE_KEY: keys.privateKey.export({ type: "pkcs1", format: "pem" }).toString(),
  OWNER_SESSION_SECRET: "hosts-test-session-secret-of-enough-length",
  SITE_ORIGIN: origin,
  GITHUB_REPOSITORY: "example/hartwell-outdoor",
  GITHUB_API_URL: `http://127.0.0.1:${gitHubPort}`,
});

// workerd builds every function in functions/, the quote request's adapter among them, which
// imports the function the build writes; a checkout without a build gets it first.
beforeAll(ensureQuoteFunction, 120_000);

const servers: http.Server[] = [];
let wrangler: ChildProcess | undefined;

function listen(server: http.Server, port: number) {
  servers.push(server);
  return new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
}

async function waitFor(url: string, child: ChildProcess) {
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  for (let tries = 0; tries < 600; tries += 1) {
    if (child.exitCode !== null) throw new Error(`wrangler stopped: ${output}`);
    const ready = await fetch(url).then(
      (answer) => answer.status < 500,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`wrangler did not answer: ${output}`);
}

beforeAll(async () => {
  await listen(
    http.createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const answer = await standIn.handle({
        method: req.method ?? "GET",
        url: `http://127.0.0.1:${gitHubPort}${req.url}`,
        headers: Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)])),
        body: chunks.length ? Buffer.concat(chunks).toString() : null,
      });
      res.writeHead(answer.status, answer.headers).end(answer.body);
    }),
    gitHubPort,
  );
  const origin = `http://127.0.0.1:${nodePort}`;
  await listen(
    http.createServer((req, res) => void answerOwnerRequest(req, res, envFor(origin))),
    nodePort,
  );
  const site = mkdtempSync(path.join(tmpdir(), "owner-access-site-"));
  writeFileSync(path.join(site, "index.html"), "<!doctype html><title>Site</title>");
  const bindings = Object.entries(envFor(`http://127.0.0.1:${workerdPort}`)).flatMap(([name, value]) => [
    "--binding",
    `${name}=${value.replace(/\n/g, "\\n")}`,
  ]);
  wrangler = spawn(
    "node_modules/.bin/wrangler",
    [
      "pages",
      "dev",
      site,
      "--ip",
      "127.0.0.1",
      "--port",
      String(workerdPort),
      "--compatibility-date",
      "2026-04-01",
      "--persist-to",
      path.join(site, ".wrangler"),
      "--log-level",
      "warn",
      "--show-interactive-dev-session=false",
      ...bindings,
    ],
    {
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", WRANGLER_LOG_PATH: path.join(site, "logs") },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  await waitFor(`http://127.0.0.1:${workerdPort}/`, wrangler);
}, 180_000);

afterAll(async () => {
  wrangler?.kill();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Invite, passkey, session, and one change through the gateway, as the owner's phone makes them. */
async function ownerJourney(origin: string) {
  const cookies = new Map<string, string>();
  const answers: string[] = [];
  const send = async (method: string, route: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${origin}${route}`, {
      method,
      headers: {
        Origin: origin,
        "X-Requested-With": "site-owner",
        Cookie: [...cookies].map(([n, v]) => `${n}=${v}`).join("; "),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [name = "", value = ""] = line.split(";")[0]!.split("=");
      if (/Max-Age=0\b/.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    const text = await response.text();
    answers.push(text, JSON.stringify([...response.headers]));
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  const read = readSettings(envFor(origin));
  if (!("settings" in read)) throw new Error(read.problem);
  const invite = new URL((await createInvite({ settings: read.settings, now: Date.now })).link).hash.slice(
    "#invite=".length,
  );
  const authenticator = new SoftwareAuthenticator(origin);
  const options = await send("POST", "/api/owner/enrol/options", { invite });
  expect(options.status).toBe(200);
  const enrolled = await send("POST", "/api/owner/enrol", {
    invite,
    response: await authenticator.create(options.body),
    name: "Phone",
  });
  expect(enrolled).toEqual({ status: 200, body: { device: "Phone" } });
  cookies.clear();
  const signInOptions = await send("POST", "/api/owner/sign-in/options", {});
  expect(
    (await send("POST", "/api/owner/sign-in", { response: await authenticator.get(signInOptions.body) })).status,
  ).toBe(200);
  const session = await send("GET", "/api/owner/session");
  const auth = { Authorization: `Bearer ${session.body.token}` };
  const current = await send("GET", "/api/git/github/contents/content/business.yml", undefined, auth);
  const change = { message: "Rename", content: btoa("name: Hartwell\n"), sha: current.body.sha };
  const file = await send("PUT", "/api/git/github/contents/content/business.yml", change, auth);
  expect(file.status).toBe(200);
  const refused = await send("PUT", "/api/git/github/contents/package.json", { message: "x", content: "eA==" }, auth);
  expect(refused.status).toBe(403);
  return answers;
}

describe("the owner's sign-in on every runtime", () => {
  it("runs under workerd as a Cloudflare Pages Function", async () => {
    const answers = await ownerJourney(`http://127.0.0.1:${workerdPort}`);
    expect(standIn.readText("content/business.yml")).toBe("name: Hartwell\n");
    expect(answers.filter((text) => text.includes(token))).toEqual([]);
  });

  it("runs under the project's Node server", async () => {
    const answers = await ownerJourney(`http://127.0.0.1:${nodePort}`);
    expect(standIn.history()[0]?.message).toBe("Rename");
    expect(answers.filter((text) => text.includes(token))).toEqual([]);
  });
});
