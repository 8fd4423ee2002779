/**
 * The site as `npm start` serves it with the owner's passkey sign-in (its function and the built
 * pages), talking over HTTP to GitHub's stand-in (checked against GitHub's OpenAPI description)
 * with a GitHub App's installation token; and a phone enrolled by invite, with Chromium's virtual
 * authenticator standing in for Face ID.
 */
import { readFileSync, readdirSync } from "node:fs";
import { generateKeyPairSync } from "node:crypto";
import http from "node:http";

import { type CDPSession, expect, type Page } from "@playwright/test";

import { credentialsPath } from "../../server/owner-access/credentials.mjs";
import { createInvite } from "../../server/owner-access/invites.mjs";
import { readSettings } from "../../server/owner-access/settings.mjs";
import { startServer } from "../../server/serve.mjs";
// With their extensions: Node runs this module as it is, for the bench (scripts/bench/lead-delivery.mjs).
import { gitHubBackend } from "./github-backend.ts";
import { GitHubStandIn } from "./github-stand-in.ts";

const contentFiles = readdirSync("content", { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".yml"))
  .map((file) => `content/${file}`);

/** Each page's Face ID, to hand its passkeys to another tab of the same phone. */
const faceIds = new WeakMap<Page, { cdp: CDPSession; authenticatorId: string }>();

/** Face ID on this phone: a platform authenticator that verifies its user. */
async function addFaceId(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const options = {
    protocol: "ctap2",
    transport: "internal",
    hasResidentKey: true,
    hasUserVerification: true,
    isUserVerified: true,
    automaticPresenceSimulation: true,
  } as const;
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", { options });
  faceIds.set(page, { cdp, authenticatorId });
  return { cdp, authenticatorId };
}

/** Another tab of the same phone: its Face ID holds the passkeys of `page`'s, as the phone's keychain does. */
export async function sameFaceIdIn(page: Page, tab: Page) {
  const from = faceIds.get(page);
  if (!from) throw new Error("that page has no Face ID");
  const { credentials } = await from.cdp.send("WebAuthn.getCredentials", { authenticatorId: from.authenticatorId });
  const to = await addFaceId(tab);
  for (const credential of credentials)
    await to.cdp.send("WebAuthn.addCredential", { authenticatorId: to.authenticatorId, credential });
}

/**
 * A later build, as a test brings it out: whether it changes the file at `path` now, and the file's
 * text as it writes it.
 */
type LaterBuild = { changes: (path: string) => boolean; text: (built: string) => string };

/** What a test sees of the site through `siteProxy`: a later build, and the addresses asked. */
type Watch = { laterBuild?: LaterBuild; asked?: string[] };

/**
 * `npm start`'s server seen through a proxy that passes every request and answer on as it is,
 * adding each address to `asked`, but for the files `laterBuild` changes: asked for whole and
 * fresh, and sent changed.
 */
function siteProxy(port: number, serverPort: number, { laterBuild, asked }: Watch): Promise<http.Server> {
  const proxy = http.createServer((request, response) => {
    asked?.push(request.url ?? "/");
    const changes = laterBuild?.changes(new URL(request.url ?? "/", "http://localhost").pathname) ?? false;
    const headers = { ...request.headers };
    if (changes) for (const name of ["accept-encoding", "if-none-match", "if-modified-since"]) delete headers[name];
    const upstream = http.request(
      { host: "localhost", port: serverPort, path: request.url, method: request.method, headers },
      async (answer) => {
        const answered = { ...answer.headers };
        if (!changes) {
          response.writeHead(answer.statusCode ?? 502, answered);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        for await (const chunk of answer) chunks.push(chunk as Buffer);
        delete answered.etag;
        delete answered["content-length"];
        response.writeHead(answer.statusCode ?? 502, answered).end(laterBuild?.text(Buffer.concat(chunks).toString()));
      },
    );
    request.pipe(upstream);
  });
  return new Promise((resolve) => proxy.listen(port, "localhost", () => resolve(proxy)));
}

/** The process's environment given settings, and given its own values back. */
function settingsOfProcess() {
  const previous: Record<string, string | undefined> = {};
  return {
    set(settings: Record<string, string>) {
      for (const name of Object.keys(settings)) if (!(name in previous)) previous[name] = process.env[name];
      Object.assign(process.env, settings);
    },
    restore() {
      for (const [name, value] of Object.entries(previous)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
        delete previous[name];
      }
    },
  };
}

/**
 * The site on the port `portOffset` past `basePort` (E2E_PORT unless given) and GitHub's stand-in
 * on the next: one offset per spec, so specs running at once never meet. With `watch`, the site
 * is seen through `siteProxy`, `npm start`'s server on the port after the stand-in's: such a spec
 * takes three ports.
 */
export function passkeySite(portOffset: number, watch?: Watch, basePort = Number(process.env.E2E_PORT ?? 4173)) {
  const sitePort = basePort + portOffset;
  const site = `http://localhost:${sitePort}`;
  const appKeys = generateKeyPairSync("rsa", { modulusLength: 2048 });
  // The function's repository (GITHUB_REPOSITORY), with the branch the editor's settings name.
  const settings = {
    GITHUB_APP_ID: "31",
    GITHUB_APP_INSTALLATION_ID: "32",
    GITHUB_APP_PRIVATE_KEY: appKeys.privateKey.export({ type: "pkcs1", format: "pem" }).toString(),
    OWNER_SESSION_SECRET: "browser-test-session-secret-long-enough",
    SITE_ORIGIN: site,
    GITHUB_REPOSITORY: gitHubBackend.repo,
    GITHUB_BRANCH: gitHubBackend.branch,
    GITHUB_API_URL: `http://127.0.0.1:${sitePort + 1}`,
  };
  const servers: http.Server[] = [];
  const processSettings = settingsOfProcess();
  /** While set, GitHub's stand-in drops every connection unanswered, as GitHub out of reach does. */
  let unreachable = false;
  /** How long GitHub's stand-in waits before each answer, as over a slow connection. */
  let answerDelay = 0;

  /**
   * Starts both, GitHub holding every content file, as the editor reads them, the passkeys file,
   * and `files` (photos a test changes, by their paths in the repository).
   */
  async function start(files: Record<string, string | Buffer> = {}): Promise<GitHubStandIn> {
    processSettings.set(settings);
    const github = new GitHubStandIn({
      repo: gitHubBackend.repo,
      branch: gitHubBackend.branch,
      token: "ghs_phoneTestInstallationToken0123456789",
      apiRoot: settings.GITHUB_API_URL,
      files: {
        ...Object.fromEntries([...contentFiles, credentialsPath].map((file) => [file, readFileSync(file, "utf8")])),
        ...files,
      },
      app: {
        id: "31",
        installationId: "32",
        publicKeyPem: appKeys.publicKey.export({ type: "spki", format: "pem" }).toString(),
      },
    });
    const gitHub = http.createServer(async (req, res) => {
      if (unreachable) return void req.socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, answerDelay));
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const answer = await github.handle({
        method: req.method ?? "GET",
        url: `${settings.GITHUB_API_URL}${req.url}`,
        headers: Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)])),
        body: chunks.length ? Buffer.concat(chunks).toString() : null,
      });
      res.writeHead(answer.status, answer.headers).end(answer.body);
    });
    await new Promise<void>((resolve) => gitHub.listen(sitePort + 1, "127.0.0.1", resolve));
    if (watch) {
      const server = await startServer({ port: sitePort + 2, host: "localhost" });
      servers.push(gitHub, server, await siteProxy(sitePort, sitePort + 2, watch));
    } else servers.push(gitHub, await startServer({ port: sitePort, host: "localhost" }));
    return github;
  }

  /**
   * Stops the servers and gives the process its settings back: a later spec in this worker serves
   * the site in this process too, and would take this site's origin and GitHub for its own.
   */
  const stop = async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
    processSettings.restore();
  };

  async function inviteLink() {
    const read = readSettings(settings);
    if (!("settings" in read)) throw new Error(read.problem);
    const { link } = await createInvite({ settings: read.settings, now: Date.now });
    return link.replace("/api/owner/sign-in#", "/api/owner/sign-in?return=/admin/new-job#");
  }

  /** Sets up `device`'s passkey from an invite (`link`, or a new one) and waits for where it lands. */
  async function enrol(page: Page, device: string, link?: string, landing: string | RegExp = `${site}/admin/new-job`) {
    await addFaceId(page);
    await page.goto(link ?? (await inviteLink()));
    await expect(page.getByRole("heading", { name: "Set up this device" })).toBeVisible();
    await page.getByLabel("Name this device").fill(device);
    await page.getByRole("button", { name: "Set up Face ID or fingerprint sign-in" }).click();
    // Enrolling writes the passkeys file to GitHub before the page moves on: seconds on a busy machine.
    await expect(page).toHaveURL(landing, { timeout: 30_000 });
  }

  /** GitHub out of reach (`false`) or back (`true`), each answer `delay` ms late; the site answers all along. */
  const reachGitHub = (reachable: boolean, delay = 0) => {
    unreachable = !reachable;
    answerDelay = delay;
  };

  return { site, start, stop, enrol, reachGitHub };
}
