import { readFileSync } from "node:fs";
import { generateKeyPairSync } from "node:crypto";
import http from "node:http";

import type { Browser, BrowserContext, Page } from "@playwright/test";
import { parse } from "yaml";

import { words } from "../app/components/new-job/words";
import { credentialsPath } from "../server/owner-access/credentials.mjs";
import { createInvite } from "../server/owner-access/passkeys.mjs";
import { readSettings } from "../server/owner-access/settings.mjs";
import { startServer } from "../server/serve.mjs";
import { GitHubStandIn } from "./support/github-stand-in";
import { fillInJob, jobPhones } from "./support/new-job";
import { phonePhoto } from "./support/phone-photo";
import { expect, test } from "./support/test";

/**
 * The owner's passkey sign-in in a phone's browser: Chromium's virtual authenticator stands in
 * for Face ID, the project's own server (`npm start`) runs the site's function, and the function
 * talks to GitHub's stand-in (checked against GitHub's OpenAPI description) over HTTP, with the
 * GitHub App's installation token.
 */
const sitePort = Number(process.env.E2E_PORT ?? 4173) + 70;
const gitHubPort = sitePort + 1;
const site = `http://localhost:${sitePort}`;
const { backend } = parse(readFileSync("editor/page/config.yml", "utf8")) as {
  backend: { repo: string; branch: string };
};
const galleriesFile = "content/galleries.yml";
const installationToken = "ghs_phoneTestInstallationToken0123456789";
const appKeys = generateKeyPairSync("rsa", { modulusLength: 2048 });
const settings = {
  GITHUB_APP_ID: "31",
  GITHUB_APP_INSTALLATION_ID: "32",
  GITHUB_APP_PRIVATE_KEY: appKeys.privateKey.export({ type: "pkcs1", format: "pem" }).toString(),
  OWNER_SESSION_SECRET: "browser-test-session-secret-long-enough",
  SITE_ORIGIN: site,
  GITHUB_REPOSITORY: backend.repo,
  GITHUB_BRANCH: backend.branch,
  GITHUB_API_URL: `http://127.0.0.1:${gitHubPort}`,
};

test.describe.configure({ mode: "serial" });
test.use({ ...jobPhones[1]?.use, baseURL: site });

let github: GitHubStandIn;
const servers: http.Server[] = [];

test.beforeAll(async () => {
  Object.assign(process.env, settings);
  github = new GitHubStandIn({
    repo: backend.repo,
    branch: backend.branch,
    token: installationToken,
    apiRoot: settings.GITHUB_API_URL,
    files: {
      [galleriesFile]: readFileSync(galleriesFile, "utf8"),
      [credentialsPath]: readFileSync(credentialsPath, "utf8"),
    },
    app: {
      id: "31",
      installationId: "32",
      publicKeyPem: appKeys.publicKey.export({ type: "spki", format: "pem" }).toString(),
    },
  });
  const gitHub = http.createServer(async (req, res) => {
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
  await new Promise<void>((resolve) => gitHub.listen(gitHubPort, "127.0.0.1", resolve));
  servers.push(gitHub, await startServer({ port: sitePort, host: "localhost" }));
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

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
  await cdp.send("WebAuthn.addVirtualAuthenticator", { options });
}

/** The editor's settings switched to the passkey sign-in, as the developer sets them. */
async function useGateway(context: BrowserContext) {
  await context.route("**/admin/config.yml", async (route) => {
    const answer = await route.fetch();
    await route.fulfill({
      response: answer,
      body: (await answer.text()).replace(/^ {2}name: github$/m, "  name: git-gateway"),
    });
  });
}

async function inviteLink() {
  const read = readSettings(settings);
  if (!("settings" in read)) throw new Error(read.problem);
  const { link } = await createInvite({ settings: read.settings, now: Date.now });
  return link.replace("/api/owner/sign-in#", "/api/owner/sign-in?return=/admin/new-job#");
}

async function enrol(page: Page, device: string) {
  await addFaceId(page);
  await page.goto(await inviteLink());
  await expect(page.getByRole("heading", { name: "Set up this device" })).toBeVisible();
  await page.getByLabel("Name this device").fill(device);
  await page.getByRole("button", { name: "Set up Face ID or fingerprint sign-in" }).click();
  // Enrolling writes the passkeys file to GitHub before the page moves on: seconds on a busy machine.
  await expect(page).toHaveURL(`${site}/admin/new-job`, { timeout: 30_000 });
}

const sessionOf = (page: Page) =>
  page.evaluate(async () => {
    const answer = await fetch("/api/owner/session");
    return { status: answer.status, body: await answer.json() };
  });

test("an invite, a passkey, then the job goes to GitHub in one commit made with the App's installation token", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await useGateway(page.context());
  await enrol(page, "Owner's iPhone");
  expect(
    JSON.parse(github.readText(credentialsPath) ?? "{}").passkeys.map((key: { name: string }) => key.name),
  ).toEqual(["Owner's iPhone"]);
  const before = github.history().length;
  await fillInJob(page, {
    kind: "projects",
    photos: [await phonePhoto()],
    what: "Sandstone patio",
    town: "Beaconsfield",
    alt: "A new patio",
  });
  await page.getByRole("button", { name: words.send }).click();
  await expect(page.getByRole("status").filter({ hasText: words.published })).toBeVisible({ timeout: 30_000 });
  const [commit] = github.history();
  expect(github.history()).toHaveLength(before + 1);
  expect(commit?.changed).toContain(galleriesFile);
  expect(commit?.changed).toHaveLength(2);
  // The stand-in answers only the installation token: the browser never held it.
  expect(github.installationTokens[0]).toEqual({
    repositories: [backend.repo.split("/")[1]],
    permissions: { contents: "write" },
  });
  expect(github.invalidRequests).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe("");
});

test("a removed device is signed out on its next request, and a stolen token without the cookie is refused", async ({
  browser,
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  await enrol(page, "Phone");
  const tablet = await (browser as Browser).newContext({ ...jobPhones[1]?.use, baseURL: site });
  const tabletPage = await tablet.newPage();
  await enrol(tabletPage, "Tablet");
  const { body: tabletSession } = await sessionOf(tabletPage);
  expect(tabletSession.device).toBe("Tablet");

  const devices = await page.evaluate(
    async () => (await (await fetch("/api/owner/devices")).json()).devices as { id: string; name: string }[],
  );
  const removed = await page.evaluate(
    async (id) =>
      (await fetch(`/api/owner/devices/${id}`, { method: "DELETE", headers: { "X-Requested-With": "site-owner" } }))
        .status,
    devices.find((device) => device.name === "Tablet")?.id ?? "",
  );
  expect(removed).toBe(200);
  expect(await sessionOf(tabletPage)).toMatchObject({
    status: 401,
    body: { message: expect.stringMatching(/removed/) },
  });

  const { body: session } = await sessionOf(page);
  const stranger = await playwright.request.newContext();
  const stolen = await stranger.get(`${site}/api/git/github/contents/${galleriesFile}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(stolen.status()).toBe(401);
  expect(await stolen.json()).toEqual({ message: "Sign in first." });
  await stranger.dispose();
  await tablet.close();
});

/** The editor's settings for the passkey sign-in, as docs/editing.md gives them. */
async function editorWithPkce(context: BrowserContext) {
  const backendBlock = [
    "backend:",
    "  name: git-gateway",
    "  auth_type: pkce",
    `  base_url: ${site}`,
    "  auth_endpoint: api/owner/authorize",
    "  auth_token_endpoint: api/owner/token",
    "  app_id: site-editor",
    "  gateway_url: /api/git/github",
    `  branch: ${backend.branch}`,
  ].join("\n");
  await context.route("**/admin/config.yml", async (route) => {
    const answer = await route.fetch();
    const text = (await answer.text()).replace(
      /^backend:\n {2}name: github\n {2}repo: .*\n {2}branch: .*$/m,
      backendBlock,
    );
    await route.fulfill({ response: answer, body: text });
  });
}

test("the site editor signs in by PKCE with the passkey's session, a full-page visit, and sends its token to the gateway", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await editorWithPkce(page.context());
  await enrol(page, "Editor phone");
  await page.goto("/admin/#/");
  const toGateway = page.waitForRequest((request) => request.url().startsWith(`${site}/api/git/github/`));
  await page.getByRole("button", { name: "Login" }).click();
  // No popup: the sign-in is this page's own visit, back at the editor.
  expect(page.context().pages()).toHaveLength(1);
  const sent = await toGateway;
  const { body: session } = await sessionOf(page);
  expect(await sent.headerValue("Authorization")).toBe(`Bearer ${session.token}`);
  expect(page.url()).toBe(`${site}/admin/`);
});
