import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";

import type { Browser, BrowserContext, Page } from "@playwright/test";
import sharp from "sharp";
import { parse } from "yaml";

import { slotBounds } from "../app/content/image-presets";

import { words } from "../app/owner/new-job/words";
import { credentialsPath } from "../server/owner-access/credentials.mjs";
import { faceIdNeededToPublish } from "../server/owner-access/face-id.mjs";
import { gitHubBackend } from "./support/github-server";
import type { GitHubStandIn } from "./support/github-stand-in";
import { pageProblems } from "./support/page-problems";
import { passkeySite, sameFaceIdIn } from "./support/passkey-site";
import { type EditorConfig, entryOf, fieldAt, publishEntry } from "./support/site-editor";
import { fillInJob, jobPhones } from "./support/new-job";
import { phonePhoto } from "./support/phone-photo";
import { expect, test } from "./support/test";

/**
 * The owner's passkey sign-in in a phone's browser: Chromium's virtual authenticator stands in
 * for Face ID, the project's own server (`npm start`) runs the site's function, and the function
 * talks to GitHub's stand-in (checked against GitHub's OpenAPI description) over HTTP, with the
 * GitHub App's installation token.
 */
// The function's repository (GITHUB_REPOSITORY), with the branch the editor's settings name.
const backend = gitHubBackend;
const galleriesFile = "content/galleries.yml";
const owner = passkeySite(70);
const { site, enrol } = owner;

test.describe.configure({ mode: "serial" });
test.use({ ...jobPhones[1]?.use, baseURL: site });

let github: GitHubStandIn;

test.beforeAll(async () => {
  github = await owner.start();
});

test.afterAll(async () => {
  await owner.stop();
});

/**
 * The devices page's status line when it says exactly `line`: the page has two, its own and the
 * lead alerts section's.
 */
const statusSaying = (page: Page, line: string) =>
  page.getByRole("status").filter({ hasText: new RegExp(`^${line.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) });

const sessionOf = (page: Page) =>
  page.evaluate(async () => {
    const answer = await fetch("/api/owner/session");
    return { status: answer.status, body: await answer.json() };
  });

test("an invite, a passkey, then the job goes to GitHub in one commit made with the App's installation token", async ({
  page,
}) => {
  test.setTimeout(120_000);
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

test("the owner's devices page lists this device, makes a link that sets up another, and removes one after naming it", async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  // Safari on an iPhone, in a tab rather than the home-screen app, as iOS WebKit says.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "standalone", { get: () => false }));
  await enrol(page, "Owner's phone");
  // The job page says once that the home-screen app keeps a job Safari would delete.
  const homeScreenNote = page.getByRole("note").filter({ hasText: words.homeScreen });
  await expect(homeScreenNote).toBeVisible();
  await homeScreenNote.getByRole("button", { name: words.homeScreenRead }).click();
  await expect(homeScreenNote).toHaveCount(0);
  // From the job page, the owner's tool on the phone.
  await page.getByRole("link", { name: words.yourDevices }).click();
  await expect(page.getByRole("heading", { name: "Your devices", level: 1 })).toBeVisible();
  const phoneItem = page
    .getByRole("list", { name: "Devices" })
    .getByRole("listitem")
    .filter({ hasText: "Owner's phone" });
  await expect(phoneItem).toContainText("This device");
  const { passkeys } = JSON.parse(github.readText(credentialsPath) ?? "{}") as { passkeys: { added: string }[] };
  const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" });
  await expect(phoneItem).toContainText(`Added ${day.format(new Date(passkeys.at(-1)?.added ?? ""))}`);

  await page.getByRole("button", { name: "Make a link for another device" }).click();
  await expect(page.getByRole("img", { name: "A QR code of the link below" })).toBeVisible();
  const link = (await page.getByText(`${site}/api/owner/sign-in#invite=`).textContent()) ?? "";
  expect(await pageProblems(page)).toEqual({ violations: [], sideways: 0 });

  // The link, opened on the iPad, sets up its own passkey and lands in the site editor.
  const tablet = await (browser as Browser).newContext({ ...jobPhones[1]?.use, baseURL: site });
  const tabletPage = await tablet.newPage();
  await enrol(tabletPage, "Owner's iPad", link, new RegExp(`^${site}/admin/(#.*)?$`));
  await tabletPage.goto("/api/owner/your-devices");
  // Every device of the passkeys file, the earlier tests' ones too.
  const enrolled = () =>
    JSON.parse(github.readText(credentialsPath) ?? "{}").passkeys.map((key: { name: string }) => key.name);
  const tabletDevices = tabletPage.getByRole("list", { name: "Devices" }).getByRole("listitem");
  await expect(tabletDevices).toHaveCount(enrolled().length);
  await expect(tabletDevices.filter({ hasText: "Owner's iPad" })).toContainText("This device");
  await expect(tabletDevices.filter({ hasText: "Owner's phone" })).not.toContainText("This device");

  // The phone removes the iPad, after a confirmation that names it.
  await page.reload();
  await page.getByRole("button", { name: "Remove Owner's iPad" }).click();
  const confirmation = page.getByRole("dialog", { name: "Remove “Owner's iPad”?" });
  await expect(confirmation).toBeVisible();
  expect(await pageProblems(page)).toEqual({ violations: [], sideways: 0 });
  await confirmation.getByRole("button", { name: "Remove “Owner's iPad”" }).click();
  await expect(statusSaying(page, "“Owner's iPad” is removed: it can no longer sign in.")).toBeVisible({
    timeout: 30_000,
  });
  expect(enrolled()).not.toContain("Owner's iPad");
  const devices = page.getByRole("list", { name: "Devices" }).getByRole("listitem");
  await expect(devices).toHaveCount(enrolled().length);
  await expect(devices.filter({ hasText: "Owner's iPad" })).toHaveCount(0);

  // The iPad's next request finds it signed out.
  await tabletPage.reload();
  await expect(tabletPage.getByRole("heading", { name: "Sign in to see your devices" })).toBeVisible();
  await expect(tabletPage.getByText(/This device was removed/)).toBeVisible();
  await tablet.close();
});

test("the devices page asks for Face ID when this device's last is older than five minutes, then makes the link, and cancels it", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  await enrol(page, "Careful phone");
  await page.goto("/api/owner/your-devices");
  // Five minutes on: the fresh Face ID that signing in gave has run out.
  await page.context().clearCookies({ name: "__Host-owner-face-id" });
  const refused = page.waitForResponse((answer) => answer.url().endsWith("/api/owner/devices/invite"));
  const confirmed = page.waitForResponse((answer) => answer.url().endsWith("/api/owner/face-id"));
  await page.getByRole("button", { name: "Make a link for another device" }).click();
  expect((await refused).status()).toBe(403);
  expect((await confirmed).status()).toBe(200);
  await expect(statusSaying(page, "The link is ready: open it on the other device.")).toBeVisible({
    timeout: 30_000,
  });
  const link = (await page.getByText(`${site}/api/owner/sign-in#invite=`).textContent()) ?? "";
  const pending = page.getByRole("list", { name: "Links not used yet" }).getByRole("listitem");
  await expect(pending.filter({ hasText: "A link from Careful phone" })).toHaveCount(1);
  expect(await pageProblems(page)).toEqual({ violations: [], sideways: 0 });

  // Cancelled, the link no longer sets up a device.
  await pending.last().getByRole("button", { name: "Cancel the link from Careful phone" }).click();
  await expect(statusSaying(page, "The link is cancelled: it no longer works.")).toBeVisible({ timeout: 30_000 });
  const other = await (browser as Browser).newContext({ ...jobPhones[1]?.use, baseURL: site });
  const otherPage = await other.newPage();
  await otherPage.goto(link);
  await otherPage.getByRole("button", { name: "Set up Face ID or fingerprint sign-in" }).click();
  await expect(
    otherPage.getByText("This invite was cancelled, or the device that made it was removed: ask for a new link."),
  ).toBeVisible({ timeout: 30_000 });
  await other.close();
});

/** The editor's settings as shipped, with the site's address in `base_url`, as the developer sets it. */
async function editorWithPkce(context: BrowserContext) {
  await context.route("**/admin/config.yml", async (route) => {
    const answer = await route.fetch();
    const text = (await answer.text()).replace(/^ {2}base_url: .*$/m, `  base_url: ${site}`);
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
  // Back at the editor's own page (Decap then moves to its first collection, in the hash).
  expect(page.url().split("#")[0]).toBe(`${site}/admin/`);
});

/** Signs the editor in by PKCE with this device's passkey session. */
/** An owner's device, enrolled by invite, signed in to the site editor by PKCE with its passkey. */
async function editorSignedInOn(page: Page, device: string) {
  await editorWithPkce(page.context());
  await enrol(page, device);
  await signInToEditor(page);
}

async function signInToEditor(page: Page) {
  await page.goto("/admin/#/");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Collections" })).toBeVisible({ timeout: 30_000 });
}

/** Opens a content file's entry in the signed-in editor, from its collection; gives its fields. */
async function openEditorEntry(page: Page, file: string) {
  const served = parse(await (await page.request.get("/admin/config.yml")).text()) as EditorConfig;
  const { collection, entry, fields } = entryOf(served, file);
  await page.getByRole("link", { name: collection, exact: true }).first().click();
  const links = page.getByRole("link", { name: entry, exact: true });
  await expect(links).toHaveCount(entry === collection ? 2 : 1);
  await links.last().click();
  return fields;
}

/** Opens the business entry and types a new main phone number, unlike the one in `published`. */
async function changeMainPhone(page: Page, published: string) {
  const fields = await openEditorEntry(page, "content/business.yml");
  const business = parse(published);
  const line = business.mainPhone.line as string;
  const numberField = page.getByLabel(fieldAt(fields, "phones", line, "number").label, { exact: true });
  const oldNumber = business.phones[line].number as string;
  await expect(numberField).toHaveValue(oldNumber);
  const newNumber = oldNumber.replace(/\s/g, "") === "01632960999" ? "01632 960998" : "01632 960999";
  await numberField.fill(newNumber);
  return { line, numberField, newNumber };
}

test("the site editor signs in by PKCE, publishes through the gateway, and is still signed in after a reload", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await editorSignedInOn(page, "Editor's iPhone");

  const { line, numberField, newNumber } = await changeMainPhone(page, readFileSync("content/business.yml", "utf8"));
  const before = github.history().length;
  // A tap on Publish, on the phone held upright: the toolbar fits the screen (editor/page/index.html).
  await publishEntry(page, "tap");

  // One commit through the gateway, with the installation token, changing the business file only.
  expect(github.history()).toHaveLength(before + 1);
  expect(github.history()[0]?.changed).toEqual(["content/business.yml"]);
  expect(parse(github.readText("content/business.yml") ?? "").phones[line].number).toBe(newNumber);
  expect(github.invalidRequests).toEqual([]);

  // A reload keeps the editor signed in: the entry opens again, now with the published number.
  await page.reload();
  await expect(numberField).toHaveValue(newNumber, { timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Login" })).toHaveCount(0);
});

test("a publish that changes a phone number waits for Face ID: the editor says so, Confirm it's you on the devices page, then it goes through", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await editorSignedInOn(page, "Careful editor");
  // Five minutes on: the fresh Face ID that signing in gave has run out.
  await page.context().clearCookies({ name: "__Host-owner-face-id" });
  const { line, newNumber } = await changeMainPhone(page, github.readText("content/business.yml") ?? "");
  const before = github.history().length;
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText(faceIdNeededToPublish).first()).toBeVisible({ timeout: 30_000 });
  expect(github.history()).toHaveLength(before);

  // Your devices in another tab: the edit waits in the editor's.
  const devices = await page.context().newPage();
  await sameFaceIdIn(page, devices);
  await devices.goto("/api/owner/your-devices");
  await devices.getByRole("button", { name: "Confirm it's you" }).click();
  await expect(
    statusSaying(devices, "Confirmed: publish your change in the site editor within five minutes."),
  ).toBeVisible({ timeout: 30_000 });
  await devices.close();
  await publishEntry(page);
  expect(github.history()).toHaveLength(before + 1);
  expect(parse(github.readText("content/business.yml") ?? "").phones[line].number).toBe(newNumber);
});

test("a phone's photo uploaded in the site editor goes through the gateway, prepared, into its gallery's folder", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await editorSignedInOn(page, "Photo phone");
  await openEditorEntry(page, galleriesFile);
  const before = github.history().length;
  const [firstPhoto] = (parse(github.readText(galleriesFile) ?? "") as { projects: { image: string }[] }).projects;
  await page.getByRole("button", { name: "Choose different image" }).first().click();
  const library = page.getByRole("dialog");
  await library
    .locator('input[type="file"]')
    .setInputFiles({ name: "IMG_0412.JPG", mimeType: "image/jpeg", buffer: await phonePhoto() });
  await expect(library.getByText("img_0412.jpg")).toBeVisible({ timeout: 30_000 });
  // The picture library fits the phone's screen, its buttons within reach.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await library.getByRole("button", { name: "Choose selected" }).tap();
  await publishEntry(page, "tap");

  // The photo, in the folder of the gallery's photos, and the galleries file naming it: nothing else.
  const image = (parse(github.readText(galleriesFile) ?? "") as { projects: { image: string }[] }).projects[0]?.image;
  expect(image).toBe(`${path.posix.dirname(firstPhoto?.image ?? "")}/img_0412.jpg`);
  const photoFile = `app/assets/images/${image}`;
  const commits = github.history().slice(0, github.history().length - before);
  expect(commits.length).toBeGreaterThan(0);
  expect([...new Set(commits.flatMap((commit) => commit.changed))].sort()).toEqual([photoFile, galleriesFile].sort());
  // Prepared on the phone before it was sent: the slot's width, none of the phone's metadata.
  const written = await sharp(Buffer.from(github.readFile(photoFile) ?? new Uint8Array())).metadata();
  expect({ format: written.format, width: written.width, exif: written.exif }).toEqual({
    format: "jpeg",
    width: slotBounds("photo").width,
    exif: undefined,
  });
  expect(github.invalidRequests).toEqual([]);
});

test("the site editor ends its list pages with the way to the devices page, which a tap on the phone opens", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await editorSignedInOn(page, "Editor's phone");
  const devicesLink = page.getByRole("contentinfo").getByRole("link", { name: words.yourDevices });
  await expect(devicesLink).toHaveCount(1);
  // Held upright, the page's end is within the screen's width, and the link within reach.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await devicesLink.tap();
  await expect(page.getByRole("heading", { name: "Your devices", level: 1 })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Editor's phone" })).toContainText("This device");
});

test("removing the device in hand signs it out at once, onto a page with the way back in, which its passkey no longer opens", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await enrol(page, "Phone in hand");
  await page.goto("/api/owner/your-devices");
  await page.getByRole("button", { name: "Remove Phone in hand" }).click();
  const confirmation = page.getByRole("dialog", { name: "Remove “Phone in hand”?" });
  await expect(confirmation).toContainText("This device is signed out at once");
  await confirmation.getByRole("button", { name: "Remove “Phone in hand”" }).click();

  // Signed out: the page says why, and offers the sign-in.
  await expect(page.getByRole("heading", { name: "Sign in to see your devices" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/This device was removed/)).toBeVisible();
  const names = JSON.parse(github.readText(credentialsPath) ?? "{}").passkeys.map((key: { name: string }) => key.name);
  expect(names).not.toContain("Phone in hand");
  expect((await sessionOf(page)).status).toBe(401);
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to edit the site" })).toBeVisible();
  await page.getByRole("button", { name: "Sign in with Face ID or fingerprint" }).click();
  await expect(
    page.getByText("This passkey is not one of the site's devices: it may have been removed."),
  ).toBeVisible();
  expect((await sessionOf(page)).status).toBe(401);
});

test("Sign out of this device ends its sessions, the old cookie's too, and its passkey signs it in again", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await enrol(page, "Phone lent to a colleague");
  const cookie = (await page.context().cookies(site)).map(({ name, value }) => `${name}=${value}`).join("; ");
  await page.goto("/api/owner/your-devices");
  await page.getByRole("button", { name: "Sign out of this device" }).click();

  await expect(page.getByRole("heading", { name: "Sign in to see your devices" })).toBeVisible({ timeout: 30_000 });
  expect((await sessionOf(page)).status).toBe(401);
  // A copy of the cookie kept from before no longer works either.
  const kept = await page.request.get("/api/owner/session", { headers: { Cookie: cookie } });
  expect(kept.status()).toBe(401);
  const names = JSON.parse(github.readText(credentialsPath) ?? "{}").passkeys.map((key: { name: string }) => key.name);
  expect(names).toContain("Phone lent to a colleague");

  await page.getByRole("link", { name: "Sign in" }).click();
  await page.getByRole("button", { name: "Sign in with Face ID or fingerprint" }).click();
  await expect(page.getByRole("heading", { name: "Your devices" })).toBeVisible({ timeout: 30_000 });
  expect((await sessionOf(page)).body.device).toBe("Phone lent to a colleague");
});

/** An answer of the site's server as it came over the wire: its headers and bytes, not decoded. */
function onTheWire(address: string, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
    http
      .get(address, { headers }, async (answer) => {
        const chunks: Buffer[] = [];
        for await (const chunk of answer) chunks.push(chunk as Buffer);
        resolve({ headers: answer.headers, bytes: Buffer.concat(chunks) });
      })
      .on("error", reject);
  });
}

test("the sign-in and devices pages come compressed from npm start's server, a fraction of their size", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await enrol(page, "Compressed phone");
  const cookie = (await page.context().cookies(site)).map(({ name, value }) => `${name}=${value}`).join("; ");
  for (const path of ["/api/owner/sign-in", "/api/owner/your-devices"]) {
    const plain = await onTheWire(`${site}${path}`, { Cookie: cookie });
    const compressed = await onTheWire(`${site}${path}`, {
      Cookie: cookie,
      "Accept-Encoding": "gzip, deflate, br, zstd",
    });
    expect(plain.headers["content-type"], path).toMatch(/^text\/html/);
    expect(plain.headers["content-encoding"], path).toBeUndefined();
    expect(compressed.headers["content-encoding"], path).toBe("br");
    expect(compressed.headers.vary, path).toContain("Accept-Encoding");
    // Each page's script carries a nonce of its own: the same page, but for that.
    const withoutNonces = (text: string) => text.replace(/nonce-[^'"]+|nonce="[^"]+"/g, "nonce");
    expect(withoutNonces(brotliDecompressSync(compressed.bytes).toString()), path).toBe(
      withoutNonces(plain.bytes.toString()),
    );
    expect(compressed.bytes.length, path).toBeLessThan(plain.bytes.length / 2);
  }
});
