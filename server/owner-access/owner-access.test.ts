// @vitest-environment node
import { execFile } from "node:child_process";
import { createHash, generateKeyPairSync } from "node:crypto";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";

import { load } from "js-yaml";
import qrcode from "qrcode-generator";
import { describe, expect, it, vi } from "vitest";

import { commitToGitHub } from "../../app/owner/publishing/github-commit";
import { GitHubStandIn, standInFetch } from "../../e2e/support/github-stand-in";
import { SoftwareAuthenticator } from "../../test-support/software-authenticator";
import { ownerAccessSettings } from "../../test-support/owner-access-settings";
import { credentialsFreshFor, credentialsPath, credentialsStore } from "./credentials.mjs";
import { faceIdFreshFor, faceIdNeeded, faceIdNeededToPublish } from "./face-id.mjs";
import { guardedFields } from "./guarded-fields.mjs";
import { createOwnerAccess } from "./owner-access.mjs";
import { inviteLifetime } from "./invites.mjs";
import { challengeLifetime, signIn, signInOptions } from "./passkeys.mjs";
import { sessionLifetime } from "./session.mjs";
import { readSettings } from "./settings.mjs";

const installationToken = "ghs_installationTokenNeverShown0123456789";
const { site, repo, appKeys, env } = ownerAccessSettings();
const initialFiles = {
  "content/business.yml": "name: Hartwell Outdoor\n",
  "app/assets/images/projects/patio.jpg": "jpeg bytes",
  [credentialsPath]: JSON.stringify({ passkeys: [], usedInvites: [] }),
  "package.json": "{}\n",
};

/** Everything any answer of the function carried, to search for the token afterwards. */
const everythingAnswered: string[] = [];

function setUp() {
  const clock = { now: Date.now() };
  const standIn = new GitHubStandIn({
    now: () => clock.now,
    repo,
    branch: "main",
    token: installationToken,
    files: initialFiles,
    app: {
      id: env.GITHUB_APP_ID,
      installationId: env.GITHUB_APP_INSTALLATION_ID,
      publicKeyPem: appKeys.publicKey.export({ type: "spki", format: "pem" }).toString(),
    },
  });
  let fetchGitHub = standInFetch(standIn);
  const hold = { fetch: (input: RequestInfo | URL, init?: RequestInit) => fetchGitHub(input, init) };
  const instance = () => createOwnerAccess({ fetch: hold.fetch, now: () => clock.now });
  const handle = instance();
  const wrap = (fetchImpl: typeof fetch) => (fetchGitHub = fetchImpl);
  return { standIn, clock, handle, instance, wrap };
}

type Handler = ReturnType<typeof createOwnerAccess>;

/** A browser on the site's pages: its cookie jar, and the headers the site's scripts send. */
class Browser {
  readonly cookies = new Map<string, string>();
  readonly setCookies: string[] = [];
  constructor(
    private handle: Handler,
    readonly authenticator = new SoftwareAuthenticator(site),
  ) {}

  use(handle: Handler) {
    this.handle = handle;
  }

  async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const sent = new Headers({
      Origin: site,
      "Sec-Fetch-Site": "same-origin",
      "X-Requested-With": "site-owner",
      ...headers,
    });
    if (cookie) sent.set("Cookie", cookie);
    if (method === "GET")
      for (const name of ["Origin", "Sec-Fetch-Site", "X-Requested-With"]) if (!(name in headers)) sent.delete(name);
    const response = await this.handle(
      new Request(`${site}${path}`, {
        method,
        headers: sent,
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      }),
      env,
    );
    const text = await response.text();
    everythingAnswered.push(text, JSON.stringify([...response.headers]));
    for (const line of response.headers.getSetCookie()) {
      this.setCookies.push(line);
      const [pair = ""] = line.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (/Max-Age=0\b/.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const isJson = response.headers.get("Content-Type")?.startsWith("application/json");
    return { status: response.status, body: text && isJson ? JSON.parse(text) : text, headers: response.headers };
  }

  async enrol(invite: string, behaviour = {}, name = "Phone") {
    const options = await this.send("POST", "/api/owner/enrol/options", { invite });
    if (options.status !== 200) return options;
    const response = await this.authenticator.create(options.body, behaviour);
    return this.send("POST", "/api/owner/enrol", { invite, response, name });
  }

  async signIn(behaviour = {}, passkey?: (typeof this.authenticator.passkeys)[number]) {
    const options = await this.send("POST", "/api/owner/sign-in/options", {});
    const response = await this.authenticator.get(options.body, behaviour, passkey);
    return this.send("POST", "/api/owner/sign-in", { response });
  }

  /**
   * A change as the devices page makes it: asked for Face ID (a 403 with a sign-in's options),
   * the device answers with its passkey (`behaviour`, `passkey`) and asks again.
   */
  async withFaceId(
    method: string,
    path: string,
    behaviour = {},
    passkey?: (typeof this.authenticator.passkeys)[number],
  ) {
    const first = await this.send(method, path);
    if (first.status !== 403 || !first.body.faceId) return first;
    const response = await this.authenticator.get(first.body.faceId, behaviour, passkey);
    const confirmed = await this.send("POST", "/api/owner/face-id", { response });
    if (confirmed.status !== 200) return confirmed;
    return this.send(method, path);
  }

  /** "Confirm it's you" on the devices page: a passkey answer with Face ID, asked for by itself. */
  async confirmFaceId() {
    const options = await this.send("POST", "/api/owner/sign-in/options", {});
    const response = await this.authenticator.get(options.body, {});
    return this.send("POST", "/api/owner/face-id", { response });
  }

  /** The gateway with this device's session token, as the editor and the job page call it. */
  async gateway(method: string, path: string, body?: unknown) {
    const session = await this.send("GET", "/api/owner/session");
    return this.send(method, `/api/git/github${path}`, body, { Authorization: `Bearer ${session.body?.token}` });
  }
}

/** A Map that counts the entries any walk over it visits. */
class WalkedMap<K, V> extends Map<K, V> {
  walked = 0;
  override *[Symbol.iterator](): MapIterator<[K, V]> {
    for (const entry of super.entries()) {
      this.walked += 1;
      yield entry;
    }
  }
  override entries() {
    return this[Symbol.iterator]();
  }
  override *keys(): MapIterator<K> {
    for (const [key] of this) yield key;
  }
  override *values(): MapIterator<V> {
    for (const [, value] of this) yield value;
  }
  override forEach(each: (value: V, key: K, map: Map<K, V>) => void) {
    for (const [key, value] of this) each(value, key, this);
  }
}

/** A fresh invite, as `npm run invite` makes it. */
async function invite(clock: { now: number }, owner?: Browser) {
  if (owner)
    return new URL((await owner.send("POST", "/api/owner/devices/invite")).body.link).hash.replace("#invite=", "");
  const { createInvite } = await import("./invites.mjs");
  const { readSettings } = await import("./settings.mjs");
  const read = readSettings(env);
  if (!("settings" in read)) throw new Error(read.problem);
  const made = await createInvite({ settings: read.settings, now: () => clock.now });
  return new URL(made.link).hash.replace("#invite=", "");
}

const passkeysFile = (standIn: GitHubStandIn) => JSON.parse(standIn.readText(credentialsPath) ?? "{}");

async function enrolledOwner() {
  const world = setUp();
  const owner = new Browser(world.handle);
  const enrolled = await owner.enrol(await invite(world.clock));
  expect(enrolled.status).toBe(200);
  return { ...world, owner };
}

describe("enrolling a device by invite", () => {
  it("commits the passkey and marks the invite used in one commit, and signs the device in", async () => {
    const { standIn, owner } = await enrolledOwner();
    const [latest] = standIn.history();
    expect(latest?.changed).toEqual([credentialsPath]);
    const file = passkeysFile(standIn);
    const id = Buffer.from(owner.authenticator.passkeys[0]!.id).toString("base64url");
    expect(file.passkeys).toEqual([expect.objectContaining({ id, name: "Phone" })]);
    expect(file.usedInvites).toHaveLength(1);
    expect((await owner.send("GET", "/api/owner/session")).body).toMatchObject({ device: "Phone" });
  });

  it("sets its cookies __Host-, HttpOnly, Secure, SameSite=Strict, the session for 30 days at most", async () => {
    const { owner } = await enrolledOwner();
    expect(owner.setCookies.length).toBeGreaterThanOrEqual(3);
    for (const line of owner.setCookies) {
      expect(line).toMatch(/^__Host-[\w-]+=/);
      expect(line).toContain("; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=");
      expect(line).not.toMatch(/Domain=/i);
    }
    const session = owner.setCookies.find(
      (line) => line.startsWith("__Host-owner-session=") && !/Max-Age=0\b/.test(line),
    );
    expect(Number(/Max-Age=(\d+)/.exec(session ?? "")?.[1])).toBe(30 * 24 * 60 * 60);
  });

  it("refuses an invite used already, an expired one and an altered one", async () => {
    const { handle, clock } = setUp();
    const link = await invite(clock);
    expect((await new Browser(handle).enrol(link)).status).toBe(200);
    const again = await new Browser(handle).enrol(link);
    expect(again).toMatchObject({
      status: 410,
      body: { message: "This invite has already been used: ask for a new link." },
    });
    const old = await invite(clock);
    clock.now += inviteLifetime + 1;
    expect((await new Browser(handle).enrol(old)).status).toBe(410);
    const altered = `${old.slice(0, 5)}${old[5] === "A" ? "B" : "A"}${old.slice(6)}`;
    expect((await new Browser(handle).enrol(altered)).body.message).toBe("This invite link is not one the site made.");
  });

  it("lets one of two phones racing for one invite in, through the file's compare-and-swap", async () => {
    const { standIn, handle, wrap, clock } = setUp();
    const link = await invite(clock);
    const [phone, tablet] = [new Browser(handle), new Browser(handle)];
    const options = await Promise.all(
      [phone, tablet].map((browser) => browser.send("POST", "/api/owner/enrol/options", { invite: link })),
    );
    const responses = await Promise.all(
      [phone, tablet].map((browser, index) => browser.authenticator.create(options[index]!.body)),
    );
    // Both phones read the passkeys file for their change before either writes it. Counted from
    // here: how often the options step read it depends on which phone's reading was cached first.
    const plain = standInFetch(standIn);
    let readings = 0;
    let release!: () => void;
    const bothRead = new Promise<void>((resolve) => (release = resolve));
    wrap(async (input, init) => {
      const request = new Request(input, init);
      if (request.method === "PUT") await bothRead;
      const answer = await plain(request);
      if (request.method === "GET" && request.url.includes(`/contents/${credentialsPath}`) && ++readings >= 2)
        release();
      return answer;
    });
    const results = await Promise.all(
      [phone, tablet].map((browser, index) =>
        browser.send("POST", "/api/owner/enrol", { invite: link, response: responses[index], name: `Device ${index}` }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 410]);
    expect(
      standIn.requests
        .filter((request) => request.operationId === "repos/create-or-update-file-contents")
        .map((request) => request.status),
    ).toContain(409);
    expect(passkeysFile(standIn).passkeys).toHaveLength(1);
  });

  it("refuses a passkey made for another origin or RP ID, or without user verification", async () => {
    const { handle, standIn, clock } = setUp();
    for (const behaviour of [{ origin: "https://evil.example" }, { rpId: "evil.example" }, { userVerified: false }]) {
      const refused = await new Browser(handle).enrol(await invite(clock), behaviour);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/^The passkey was not accepted/);
    }
    expect(passkeysFile(standIn).passkeys).toEqual([]);
  });
});

describe("signing in with a passkey", () => {
  it("signs a device in with its passkey and Face ID, and refuses another origin, RP ID or no verification", async () => {
    const { owner, handle } = await enrolledOwner();
    const later = new Browser(handle, owner.authenticator);
    for (const behaviour of [{ origin: "https://evil.example" }, { rpId: "evil.example" }, { userVerified: false }])
      expect((await later.signIn(behaviour)).status).toBe(401);
    expect(later.cookies.has("__Host-owner-session")).toBe(false);
    expect((await later.signIn()).status).toBe(200);
    expect((await later.send("GET", "/api/owner/session")).body.device).toBe("Phone");
  });

  it("refuses an expired, altered or reused challenge", async () => {
    const { owner, handle, clock } = await enrolledOwner();
    const browser = new Browser(handle, owner.authenticator);
    const options = await browser.send("POST", "/api/owner/sign-in/options", {});
    const response = await owner.authenticator.get(options.body);
    const challenge = browser.cookies.get("__Host-owner-challenge")!;
    browser.cookies.set("__Host-owner-challenge", `${challenge}x`);
    expect((await browser.send("POST", "/api/owner/sign-in", { response })).body.message).toBe(
      "The sign-in challenge is altered: start again.",
    );
    browser.cookies.set("__Host-owner-challenge", challenge);
    clock.now += challengeLifetime + 1;
    expect((await browser.send("POST", "/api/owner/sign-in", { response })).body.message).toBe(
      "The sign-in challenge is expired: start again.",
    );
    clock.now -= challengeLifetime + 1;
    expect((await browser.send("POST", "/api/owner/sign-in", { response })).status).toBe(200);
    // The same answer and cookie again, as someone who copied the request would send them.
    const thief = new Browser(handle);
    thief.cookies.set("__Host-owner-challenge", challenge);
    expect((await thief.send("POST", "/api/owner/sign-in", { response })).body.message).toBe(
      "The sign-in challenge was used already: start again.",
    );
  });

  it("refuses a challenge made for enrolling when signing in", async () => {
    const { owner, handle, clock } = await enrolledOwner();
    const browser = new Browser(handle, owner.authenticator);
    const options = await browser.send("POST", "/api/owner/enrol/options", { invite: await invite(clock) });
    const response = await owner.authenticator.get({ challenge: options.body.challenge, rpId: "www.example.com" });
    expect((await browser.send("POST", "/api/owner/sign-in", { response })).body.message).toBe(
      "The sign-in challenge is for another step: start again.",
    );
  });

  it("spends a challenge only on an answer that verified: a failed answer leaves it for the right one", async () => {
    const { owner, handle } = await enrolledOwner();
    const browser = new Browser(handle, owner.authenticator);
    const options = await browser.send("POST", "/api/owner/sign-in/options", {});
    const unverified = await owner.authenticator.get(options.body, { userVerified: false });
    expect((await browser.send("POST", "/api/owner/sign-in", { response: unverified })).status).toBe(401);
    const response = await owner.authenticator.get(options.body);
    expect((await browser.send("POST", "/api/owner/sign-in", { response })).status).toBe(200);
  });

  it(
    "keeps no trace of 10,000 failed answers, and walks only expired challenges to spend one",
    { timeout: 90_000 },
    async () => {
      const { owner, standIn, clock } = await enrolledOwner();
      const read = readSettings(env);
      if (!("settings" in read)) throw new Error(read.problem);
      const now = () => clock.now;
      const github = {
        fetch: standInFetch(standIn),
        now,
        settings: read.settings,
        token: async () => installationToken,
      };
      const spent = new WalkedMap<string, number>();
      const context = { settings: read.settings, now, credentials: credentialsStore(github), usedChallenges: spent };
      const answer = async (response: unknown) => {
        const { cookie } = await signInOptions(context);
        const request = new Request(`${site}/api/owner/sign-in`, { headers: { Cookie: cookie.split(";")[0]! } });
        return signIn(context, request, { response }).then(
          () => 200,
          (refusal: { status: number }) => refusal.status,
        );
      };
      for (let attempt = 0; attempt < 10_000; attempt += 1)
        expect(await answer({ id: `not-a-device-${attempt}`, response: {} })).toBe(401);
      expect(spent.size).toBe(0);
      // Then the owner signs in every minute for twenty minutes: the list holds the last five.
      for (let minute = 0; minute < 20; minute += 1) {
        const { options, cookie } = await signInOptions(context);
        const response = await owner.authenticator.get(options);
        const request = new Request(`${site}/api/owner/sign-in`, { headers: { Cookie: cookie.split(";")[0]! } });
        spent.walked = 0;
        await signIn(context, request, { response });
        expect(spent.walked).toBeLessThanOrEqual(2);
        expect(spent.size).toBeLessThanOrEqual(6);
        clock.now += 60_000;
      }
    },
  );

  it("ends a session 30 days after sign-in", async () => {
    const { owner, clock } = await enrolledOwner();
    clock.now += sessionLifetime - 1000;
    expect((await owner.send("GET", "/api/owner/session")).status).toBe(200);
    clock.now += 1000;
    expect(await owner.send("GET", "/api/owner/session")).toMatchObject({
      status: 401,
      body: { message: "Your session has ended: sign in again." },
    });
  });
});

describe("devices", () => {
  it("adds a device by a signed-in owner's invite, lists both, and a removed one is signed out within a minute", async () => {
    const { owner, handle, instance, clock, standIn } = await enrolledOwner();
    const tablet = new Browser(handle);
    expect((await tablet.enrol(await invite(clock, owner), {}, "Tablet")).status).toBe(200);
    const listed = await owner.send("GET", "/api/owner/devices");
    expect(listed.body.devices.map((device: { name: string }) => device.name)).toEqual(["Phone", "Tablet"]);
    // Another instance of the function, which read the file before the removal.
    const elsewhere = instance();
    tablet.use(elsewhere);
    expect((await tablet.send("GET", "/api/owner/session")).status).toBe(200);
    const tabletId = listed.body.devices.find((device: { name: string }) => device.name === "Tablet").id;
    expect((await owner.send("DELETE", `/api/owner/devices/${tabletId}`)).status).toBe(200);
    expect(passkeysFile(standIn).passkeys.map((key: { name: string }) => key.name)).toEqual(["Phone"]);
    clock.now += credentialsFreshFor;
    expect(await tablet.send("GET", "/api/owner/session")).toMatchObject({
      status: 401,
      body: { message: expect.stringMatching(/removed/) },
    });
    tablet.use(handle);
    expect((await tablet.signIn()).status).toBe(401);
  });

  it("refuses a new passkey claiming a credential id already on the list, and removes devices by the site's own id", async () => {
    const { owner, handle, clock, standIn } = await enrolledOwner();
    const phoneCredential = owner.authenticator.passkeys[0]!.id;
    const attacker = new Browser(handle);
    const claimed = await attacker.enrol(await invite(clock), { credentialId: phoneCredential }, "Attacker");
    expect(claimed).toMatchObject({
      status: 409,
      body: { message: "This passkey is already one of the site's devices: sign in with it instead." },
    });
    expect(attacker.cookies.has("__Host-owner-session")).toBe(false);
    const tablet = new Browser(handle);
    expect((await tablet.enrol(await invite(clock), {}, "Tablet")).status).toBe(200);
    const file = passkeysFile(standIn);
    expect(file.passkeys.map((key: { name: string }) => key.name)).toEqual(["Phone", "Tablet"]);
    const [phone, tabletKey] = file.passkeys as { device: string; id: string }[];
    // Each device's id is the site's own, not the credential id its browser chose.
    expect(phone!.device).not.toBe(phone!.id);
    expect(phone!.device).not.toBe(tabletKey!.device);
    expect((await owner.send("DELETE", `/api/owner/devices/${tabletKey!.device}`)).status).toBe(200);
    expect(passkeysFile(standIn).passkeys.map((key: { name: string }) => key.name)).toEqual(["Phone"]);
    expect((await owner.send("GET", "/api/owner/session")).status).toBe(200);
    expect((await tablet.send("GET", "/api/owner/session")).status).toBe(401);
  });

  it("lists the devices on the owner's page, this one marked, and gives an invite's link as a QR code", async () => {
    const { owner, handle, clock } = await enrolledOwner();
    const tablet = new Browser(handle);
    const made = await owner.send("POST", "/api/owner/devices/invite");
    expect(String(made.body.qrCode).startsWith("data:image/svg+xml,%3Csvg ")).toBe(true);
    // The image draws exactly the dark modules of the link's QR code, four modules in from the edge.
    const code = qrcode(0, "M");
    code.addData(made.body.link);
    code.make();
    const drawn = new Set<string>();
    // Each row: an absolute move to its middle line, then relative moves and horizontal lines.
    for (const [, y, runs = ""] of decodeURIComponent(made.body.qrCode).matchAll(/M4 (\d+)\.5((?:m\d+ 0|h\d+)*)/g)) {
      let x = 0;
      for (const [, move, width] of runs.matchAll(/m(\d+) 0|h(\d+)/g)) {
        if (move) x += Number(move);
        for (let step = 0; step < Number(width ?? 0); step += 1) drawn.add(`${Number(y) - 4},${x + step}`);
        x += Number(width ?? 0);
      }
    }
    const dark = new Set<string>();
    for (let row = 0; row < code.getModuleCount(); row += 1)
      for (let column = 0; column < code.getModuleCount(); column += 1)
        if (code.isDark(row, column)) dark.add(`${row},${column}`);
    expect(drawn).toEqual(dark);
    const name = `Sam's <iPad>`;
    expect((await tablet.enrol(new URL(made.body.link).hash.replace("#invite=", ""), {}, name)).status).toBe(200);
    const page = await tablet.send("GET", "/api/owner/your-devices");
    expect(page.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    const items = String(page.body).match(/<li>[\s\S]*?<\/li>/g) ?? [];
    expect(items).toHaveLength(2);
    expect(items[0]).toContain("<strong>Phone</strong>");
    expect(items[0]).not.toContain("This device");
    expect(items[1]).toContain('<strong>Sam&#39;s &#60;iPad&#62;</strong><span class="this">This device</span>');
    const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" });
    expect(items[1]).toContain(`Added ${day.format(clock.now)}`);
    const stranger = await new Browser(handle).send("GET", "/api/owner/your-devices");
    expect(stranger.status).toBe(401);
    expect(stranger.body).toContain('<a href="/api/owner/sign-in?return=%2Fapi%2Fowner%2Fyour-devices">Sign in</a>');
  });
});

describe("fresh Face ID for what changes who can sign in", () => {
  it("makes an invite and removes a device only with this device's Face ID from the last five minutes", async () => {
    const { owner, handle, clock, standIn } = await enrolledOwner();
    const tablet = new Browser(handle);
    expect((await tablet.enrol(await invite(clock), {}, "Tablet")).status).toBe(200);
    const tabletId = passkeysFile(standIn).passkeys[1].device;
    clock.now += faceIdFreshFor;
    const before = standIn.history().length;
    for (const [method, path] of [
      ["POST", "/api/owner/devices/invite"],
      ["DELETE", `/api/owner/devices/${tabletId}`],
    ] as const) {
      const refused = await owner.send(method, path);
      expect(refused).toMatchObject({ status: 403, body: { message: faceIdNeeded } });
      expect(refused.body.faceId.userVerification).toBe("required");
      // No Face ID on the answer, or another device's passkey: still refused.
      expect((await owner.withFaceId(method, path, { userVerified: false })).status).toBe(401);
      const other = await owner.withFaceId(method, path, {}, tablet.authenticator.passkeys[0]);
      expect(other.body.message).toBe(
        "That was another device's passkey: confirm with this device's Face ID or fingerprint.",
      );
    }
    // Another session's fresh Face ID is worth nothing to this one.
    expect((await tablet.signIn()).status).toBe(200);
    owner.cookies.set("__Host-owner-face-id", tablet.cookies.get("__Host-owner-face-id")!);
    expect((await owner.send("POST", "/api/owner/devices/invite")).status).toBe(403);
    expect(standIn.history()).toHaveLength(before);
    expect((await owner.withFaceId("POST", "/api/owner/devices/invite")).status).toBe(200);
    clock.now += faceIdFreshFor - 1000;
    expect((await owner.send("DELETE", `/api/owner/devices/${tabletId}`)).status).toBe(200);
  });

  it("locks a stolen, signed-in phone out for good once the owner removes it from the iPad", async () => {
    const { owner: phone, handle, clock, standIn } = await enrolledOwner();
    const ipad = new Browser(handle);
    expect((await ipad.enrol(await invite(clock, phone), {}, "iPad")).status).toBe(200);
    // Made on the phone before it was taken, and kept by whoever took it.
    const kept = await invite(clock, phone);
    clock.now += faceIdFreshFor;
    // The thief has the phone unlocked and signed in, but not the owner's face.
    expect((await phone.send("POST", "/api/owner/devices/invite")).status).toBe(403);
    expect((await phone.withFaceId("POST", "/api/owner/devices/invite", { userVerified: false })).status).toBe(401);
    const ipadId = passkeysFile(standIn).passkeys[1].device;
    expect((await phone.send("DELETE", `/api/owner/devices/${ipadId}`)).status).toBe(403);
    // The owner sees the phone's unused invite on the iPad, and removes the phone.
    await ipad.signIn();
    const listed = await ipad.send("GET", "/api/owner/devices");
    expect(listed.body.invites).toEqual([expect.objectContaining({ by: "Phone" })]);
    const phoneId = listed.body.devices.find((device: { name: string }) => device.name === "Phone").id;
    expect((await ipad.send("DELETE", `/api/owner/devices/${phoneId}`)).status).toBe(200);
    expect((await ipad.send("GET", "/api/owner/devices")).body.invites).toEqual([]);
    expect((await phone.send("GET", "/api/owner/session")).status).toBe(401);
    expect((await phone.signIn()).status).toBe(401);
    expect(await new Browser(handle).enrol(kept)).toMatchObject({
      status: 410,
      body: { message: "This invite was cancelled, or the device that made it was removed: ask for a new link." },
    });
    expect(passkeysFile(standIn).passkeys.map((key: { name: string }) => key.name)).toEqual(["iPad"]);
  });

  it("lists a device's unused invites with the device that made them, and cancels one", async () => {
    const { owner, handle, clock, instance } = await enrolledOwner();
    const first = await invite(clock, owner);
    const second = await invite(clock, owner);
    const { invites } = (await owner.send("GET", "/api/owner/devices")).body;
    expect(invites).toHaveLength(2);
    expect(invites[0]).toEqual({ id: expect.any(String), by: "Phone", expires: clock.now + inviteLifetime });
    const page = String((await owner.send("GET", "/api/owner/your-devices")).body);
    expect(page.match(/data-cancel="/g)).toHaveLength(2);
    expect((await owner.send("DELETE", `/api/owner/invites/${invites[0].id}`)).status).toBe(200);
    expect((await new Browser(handle).enrol(first)).status).toBe(410);
    // Another instance, which read the file before the invite was made, reads it again for it.
    const elsewhere = instance();
    await new Browser(elsewhere).send("GET", "/api/owner/session");
    const third = await invite(clock, owner);
    expect((await new Browser(elsewhere).enrol(third, {}, "Laptop")).status).toBe(200);
    expect((await new Browser(handle).enrol(second, {}, "Tablet")).status).toBe(200);
    expect((await owner.send("GET", "/api/owner/devices")).body.invites).toEqual([]);
  });
});

describe("signing out and removal, on every instance", () => {
  it("signs the device out in every browser and on every instance, and its old cookie never works again", async () => {
    const { owner, handle, instance, clock } = await enrolledOwner();
    // The same phone signed in again in its home-screen app, served by another instance.
    const app = new Browser(instance(), owner.authenticator);
    expect((await app.signIn()).status).toBe(200);
    const oldCookie = owner.cookies.get("__Host-owner-session")!;
    const signedOut = await owner.send("POST", "/api/owner/sign-out", {});
    expect(signedOut.status).toBe(200);
    expect(owner.cookies.has("__Host-owner-session")).toBe(false);
    expect(owner.cookies.has("__Host-owner-face-id")).toBe(false);
    clock.now += credentialsFreshFor;
    expect(await app.send("GET", "/api/owner/session")).toMatchObject({
      status: 401,
      body: { message: "This device was signed out: sign in again." },
    });
    // The cookie, copied before the sign-out, replayed on a third instance.
    const thief = new Browser(instance());
    thief.cookies.set("__Host-owner-session", oldCookie);
    expect((await thief.send("GET", "/api/owner/session")).status).toBe(401);
    thief.use(handle);
    expect((await thief.send("GET", "/api/owner/session")).status).toBe(401);
    expect((await owner.signIn()).status).toBe(200);
    expect((await owner.send("GET", "/api/owner/session")).status).toBe(200);
  });

  it("bounds a replayed editor's code: on another instance it buys only its session's own token, and nothing once signed out", async () => {
    const { owner, instance, clock } = await enrolledOwner();
    const verifier = "v".repeat(64);
    const query = new URLSearchParams({
      redirect_uri: `${site}/admin/`,
      response_type: "code",
      code_challenge_method: "S256",
      code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    });
    const sent = await owner.send("GET", `/api/owner/authorize?${query}`);
    const code = new URL(sent.headers.get("Location") ?? "").searchParams.get("code") ?? "";
    const exchange = () =>
      owner.send(
        "POST",
        "/api/owner/token",
        { code, code_verifier: verifier, redirect_uri: `${site}/admin/` },
        { "X-Requested-With": "" },
      );
    const token = (await owner.send("GET", "/api/owner/session")).body.token;
    expect((await exchange()).body.access_token).toBe(token);
    owner.use(instance());
    expect((await exchange()).body.access_token).toBe(token);
    const cookie = owner.cookies.get("__Host-owner-session")!;
    await owner.send("POST", "/api/owner/sign-out", {});
    owner.use(instance());
    clock.now += credentialsFreshFor;
    owner.cookies.set("__Host-owner-session", cookie);
    expect((await exchange()).status).toBe(401);
  });
});

describe("a key for each purpose", () => {
  it("lets npm run invite make an invite with the invite key alone, a key that signs no session", async () => {
    const { owner, handle, standIn, clock } = await enrolledOwner();
    const { inviteKeyFrom } = await import("./invites.mjs");
    const { OWNER_SESSION_SECRET: secret, SITE_ORIGIN } = env;
    const printed = await promisify(execFile)("node", ["scripts/invite.mjs", "--key"], {
      env: { PATH: process.env.PATH, OWNER_SESSION_SECRET: secret },
    });
    const inviteKey = printed.stdout.trim().replace("OWNER_INVITE_KEY=", "");
    expect(inviteKey).toBe(await inviteKeyFrom(secret));
    const made = await promisify(execFile)("node", ["scripts/invite.mjs"], {
      env: { PATH: process.env.PATH, SITE_ORIGIN, OWNER_INVITE_KEY: inviteKey },
    });
    const link = /#invite=(\S+)/.exec(made.stdout)?.[1] ?? "";
    expect((await new Browser(handle).enrol(link, {}, "Laptop")).status).toBe(200);
    // Whoever holds the invite key, or a code's or a challenge's, cannot make a session with it.
    const { sign } = await import("./signed.mjs");
    const { device } = passkeysFile(standIn).passkeys[0];
    const session = { device, generation: 0, id: "forged" };
    for (const [key, purpose] of [
      [inviteKey, "session"],
      [secret, "invite"],
      [secret, "code"],
    ] as const) {
      const thief = new Browser(handle);
      thief.cookies.set("__Host-owner-session", await sign(key, purpose, session, clock.now + 60_000));
      expect((await thief.send("GET", "/api/owner/session")).status, purpose).toBe(401);
    }
    expect((await owner.send("GET", "/api/owner/session")).status).toBe(200);
  });
});

describe("who may ask for a change", () => {
  it("refuses a missing or foreign Origin, a cross-site fetch and a request without the site's header", async () => {
    const { owner, handle } = await enrolledOwner();
    const cookie = [...owner.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const siteHeaders = {
      Origin: site,
      "Sec-Fetch-Site": "same-origin",
      "X-Requested-With": "site-owner",
      Cookie: cookie,
    };
    const cases: [Record<string, string | undefined>, string][] = [
      [{ Origin: undefined }, "Changes need the Origin header a browser sends."],
      [{ Origin: "https://evil.example" }, `Changes are accepted from ${site} only, not https://evil.example.`],
      [
        { "Sec-Fetch-Site": "cross-site" },
        "Changes are accepted from the site's own pages only (Sec-Fetch-Site: cross-site).",
      ],
      [{ "X-Requested-With": undefined }, "Changes need the X-Requested-With header the site's pages send."],
    ];
    for (const [changed, line] of cases) {
      const headers = Object.entries({ ...siteHeaders, ...changed }).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      );
      const response = await handle(new Request(`${site}/api/owner/devices/invite`, { method: "POST", headers }), env);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: line });
    }
    expect((await owner.send("POST", "/api/owner/devices/invite")).status).toBe(200);
  });

  it("sends no CORS headers, even to a preflight", async () => {
    const { handle } = setUp();
    const response = await handle(
      new Request(`${site}/api/git/github/contents/content/business.yml`, {
        method: "OPTIONS",
        headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "PUT" },
      }),
      env,
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect([...response.headers.keys()].filter((name) => name.startsWith("access-control"))).toEqual([]);
  });

  it("names the missing settings in one line", async () => {
    const { handle } = setUp();
    const response = await handle(new Request(`${site}/api/owner/session`), { SITE_ORIGIN: site });
    expect(response.status).toBe(503);
    expect((await response.json()).message).toBe(
      'Owner sign-in is not set up: GITHUB_APP_ID, GITHUB_APP_PRIVATE_KEY, GITHUB_APP_INSTALLATION_ID, OWNER_SESSION_SECRET, GITHUB_REPOSITORY missing (docs/editing.md, "Signing in").',
    );
  });
});

/** A body of `size` bytes made as it is read, counting what the handler read of it. */
function countedBody(size: number) {
  const chunk = new Uint8Array(16 * 1024).fill(0x20);
  const counted = { read: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counted.read >= size) return controller.close();
      counted.read += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { body, counted };
}

describe("bodies, on every host", () => {
  const fortyMegabytes = 40 * 1024 * 1024;
  const change = (path: string, body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) =>
    new Request(`${site}${path}`, {
      method: "POST",
      headers: { Origin: site, "X-Requested-With": "site-owner", ...headers },
      body,
      duplex: "half",
    } as RequestInit);

  it("reads no more than 64 KB of a sign-in step's body, and none of the gateway's before the session", async () => {
    const { handle } = setUp();
    const signIn = countedBody(fortyMegabytes);
    const answer = await handle(change("/api/owner/sign-in", signIn.body), env);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ message: "The request is too large." });
    expect(signIn.counted.read).toBeLessThanOrEqual(64 * 1024 + 16 * 1024);
    const declared = await handle(change("/api/owner/enrol", "{}", { "Content-Length": String(fortyMegabytes) }), env);
    expect(declared.status).toBe(413);
    const gateway = countedBody(fortyMegabytes);
    expect((await handle(change("/api/git/github/git/blobs", gateway.body), env)).status).toBe(401);
    expect(gateway.counted.read).toBeLessThanOrEqual(16 * 1024);
  });

  it("takes a photo of several megabytes through the gateway from a signed-in device", async () => {
    const { owner, standIn } = await enrolledOwner();
    const photo = new Uint8Array(6 * 1024 * 1024).map((_, index) => index % 251);
    const blob = await owner.gateway("POST", "/git/blobs", {
      content: Buffer.from(photo).toString("base64"),
      encoding: "base64",
    });
    expect(blob.status).toBe(201);
    expect(standIn.invalidRequests).toEqual([]);
  });
});

describe("GitHub's refusals", () => {
  it("logs what GitHub said and tells a caller only that GitHub did not answer", async () => {
    const { owner, instance } = await enrolledOwner();
    const otherKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
    const wrongKey = { ...env, GITHUB_APP_PRIVATE_KEY: otherKey.export({ type: "pkcs1", format: "pem" }).toString() };
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const options = await owner.send("POST", "/api/owner/sign-in/options", {});
      const response = await owner.authenticator.get(options.body);
      const sent = new Headers({ Origin: site, "X-Requested-With": "site-owner" });
      sent.set("Cookie", `__Host-owner-challenge=${owner.cookies.get("__Host-owner-challenge")}`);
      // A new instance of the function, holding no token yet.
      const answer = await instance()(
        new Request(`${site}/api/owner/sign-in`, { method: "POST", headers: sent, body: JSON.stringify({ response }) }),
        wrongKey,
      );
      expect(answer.status).toBe(502);
      expect(await answer.json()).toEqual({
        message: "GitHub did not let the site in: try again in a few minutes; the site's log says why.",
      });
      expect(logged).toHaveBeenCalledWith(expect.stringContaining("A JSON web token could not be decoded"));
    } finally {
      logged.mockRestore();
    }
  });
});

const refusedPaths = [
  credentialsPath,
  "functions/api/auth/index.js",
  "server/owner-access/gateway.mjs",
  "host-config/csp.mjs",
  "package.json",
  "package-lock.json",
  "patches/decap-cms-app+3.16.0.patch",
  ".github/workflows/deploy.yml",
  "netlify.toml",
  "app/root.tsx",
  "content/../package.json",
  "content/.hidden.yml",
  "content/business.yml.js",
  "app/assets/images/projects/drawing.svg",
  "app/assets/images/../../root.tsx",
  "README.md",
];

describe("the gateway", () => {
  it("reads this repository and commits a job in one commit with the installation token", async () => {
    const { owner, standIn } = await enrolledOwner();
    const read = await owner.gateway("GET", "/contents/content/business.yml?ref=main");
    expect(read.status).toBe(200);
    const head = (await owner.gateway("GET", "/git/ref/heads/main")).body.object.sha;
    const baseTree = (await owner.gateway("GET", `/git/commits/${head}`)).body.tree.sha;
    const photo = await owner.gateway("POST", "/git/blobs", {
      content: Buffer.from("photo").toString("base64"),
      encoding: "base64",
    });
    const tree = await owner.gateway("POST", "/git/trees", {
      base_tree: baseTree,
      tree: [
        { path: "app/assets/images/projects/new-patio.jpg", mode: "100644", type: "blob", sha: photo.body.sha },
        { path: "content/business.yml", mode: "100644", type: "blob", content: "name: Hartwell Outdoor Ltd\n" },
      ],
    });
    expect(tree.status).toBe(201);
    const commit = await owner.gateway("POST", "/git/commits", {
      message: "Add a job",
      tree: tree.body.sha,
      parents: [head],
    });
    const moved = await owner.gateway("PATCH", "/git/refs/heads/main", { sha: commit.body.sha, force: false });
    expect(moved.status).toBe(200);
    expect(standIn.history()[0]).toMatchObject({
      message: "Add a job",
      changed: ["app/assets/images/projects/new-patio.jpg", "content/business.yml"],
    });
    expect(standIn.installationTokens).toEqual([
      { repositories: ["hartwell-outdoor"], permissions: { contents: "write" } },
    ]);
    expect(standIn.invalidRequests).toEqual([]);
  });

  it("takes the job page's one commit, made with its session's token, GitHub's moved branch included", async () => {
    const { owner, standIn } = await enrolledOwner();
    const token = (await owner.send("GET", "/api/owner/session")).body.token as string;
    const throughThisBrowser: typeof fetch = async (input, init) => {
      const url = new URL(String(input));
      const headers = Object.fromEntries(new Headers(init?.headers));
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      const answer = await owner.send(init?.method ?? "GET", `${url.pathname}${url.search}`, body, headers);
      return Response.json(answer.body, { status: answer.status });
    };
    standIn.moveBranchBeforeRefUpdate({
      path: "content/business.yml",
      change: (text) => `${text}# moved\n`,
      message: "Elsewhere",
    });
    const plan = {
      photos: [{ path: "app/assets/images/projects/marlow-patio.jpg", bytes: new TextEncoder().encode("jpeg") }],
      edit: { path: "content/business.yml", change: (text: string) => `${text}phone: 01494 000000\n` },
      message: "Add a job from the phone",
    };
    const target = { apiRoot: `${site}/api/git/github`, repo: "", branch: "main", token };
    expect((await commitToGitHub(target, plan, throughThisBrowser)).attempts).toBe(2);
    expect(standIn.history()[0]).toMatchObject({
      message: "Add a job from the phone",
      changed: ["app/assets/images/projects/marlow-patio.jpg", "content/business.yml"],
    });
    expect(standIn.readText("content/business.yml")).toBe("name: Hartwell Outdoor\n# moved\nphone: 01494 000000\n");
    expect(standIn.invalidRequests).toEqual([]);
  });

  it("refuses every path outside the content files and photos, in contents calls and in tree bodies", async () => {
    const { owner, standIn } = await enrolledOwner();
    const before = standIn.head();
    for (const path of refusedPaths) {
      const encoded = path.split("/").map(encodeURIComponent).join("/");
      const put = await owner.gateway("PUT", `/contents/${encoded}`, { message: "x", content: "eA==", branch: "main" });
      expect(put.status, path).toBeGreaterThanOrEqual(400);
      expect(put.status, path).toBeLessThan(500);
      const tree = await owner.gateway("POST", "/git/trees", {
        tree: [{ path, mode: "100644", type: "blob", content: "x" }],
      });
      expect(tree, path).toMatchObject({
        status: 403,
        body: { message: `The gateway refused a tree entry for ${path}: only content files and photos may change.` },
      });
    }
    const executable = await owner.gateway("POST", "/git/trees", {
      tree: [{ path: "content/business.yml", mode: "100755", type: "blob", content: "x" }],
    });
    expect(executable.body.message).toBe(
      "The gateway refused a tree entry for content/business.yml: only plain files may change.",
    );
    const subtree = await owner.gateway("POST", "/git/trees", {
      tree: [{ path: "content/pages", mode: "040000", type: "tree", sha: "a".repeat(40) }],
    });
    expect(subtree.status).toBe(403);
    expect(standIn.head()).toBe(before);
  });

  it("refuses a branch move to a commit made on an older tree, a forced move and a jump of two commits", async () => {
    const { owner, standIn } = await enrolledOwner();
    const oldHead = standIn.head();
    const oldTree = (await owner.gateway("GET", `/git/commits/${oldHead}`)).body.tree.sha;
    standIn.commitOnBranch("Update the packages", { "package.json": '{"name":"new"}\n' });
    const head = standIn.head();
    // A commit on the head whose tree is the older one: it would put the old package.json back.
    const sneaky = await owner.gateway("POST", "/git/commits", { message: "Sneaky", tree: oldTree, parents: [head] });
    expect(await owner.gateway("PATCH", "/git/refs/heads/main", { sha: sneaky.body.sha })).toMatchObject({
      status: 403,
      body: { message: "The gateway refused a change to package.json: only content files and photos may change." },
    });
    expect((await owner.gateway("PATCH", "/git/refs/heads/main", { sha: sneaky.body.sha, force: true })).status).toBe(
      403,
    );
    const first = await owner.gateway("POST", "/git/commits", { message: "One", tree: oldTree, parents: [head] });
    const second = await owner.gateway("POST", "/git/commits", {
      message: "Two",
      tree: oldTree,
      parents: [first.body.sha],
    });
    expect((await owner.gateway("PATCH", "/git/refs/heads/main", { sha: second.body.sha })).status).toBe(422);
    expect((await owner.gateway("PATCH", "/git/refs/heads/other", { sha: sneaky.body.sha })).status).toBe(403);
    expect(standIn.head()).toBe(head);
  });

  it("moves the branch only to plain files: no symlink, executable or submodule made elsewhere", async () => {
    const { owner, standIn } = await enrolledOwner();
    const head = standIn.head();
    const baseTree = (await owner.gateway("GET", `/git/commits/${head}`)).body.tree.sha;
    // Trees made on GitHub directly, as another tool with access could make them.
    const madeElsewhere = async (entry: Record<string, unknown>) => {
      const answer = await standIn.handle({
        method: "POST",
        url: `https://api.github.com/repos/${repo}/git/trees`,
        headers: { Authorization: `Bearer ${installationToken}` },
        body: JSON.stringify({ base_tree: baseTree, tree: [{ path: "content/business.yml", ...entry }] }),
      });
      const tree = JSON.parse(answer.body).sha;
      return (await owner.gateway("POST", "/git/commits", { message: "Elsewhere", tree, parents: [head] })).body.sha;
    };
    for (const entry of [
      { mode: "120000", type: "blob", content: "../package.json" },
      { mode: "100755", type: "blob", content: "#!/bin/sh\n" },
      { mode: "160000", type: "commit", sha: "a".repeat(40) },
    ])
      expect(
        await owner.gateway("PATCH", "/git/refs/heads/main", { sha: await madeElsewhere(entry) }),
        entry.mode,
      ).toMatchObject({
        status: 403,
        body: { message: "The gateway refused a change to content/business.yml: only plain files may change." },
      });
    expect(standIn.head()).toBe(head);
    const removal = await madeElsewhere({ mode: "100644", type: "blob", sha: null });
    expect((await owner.gateway("PATCH", "/git/refs/heads/main", { sha: removal })).status).toBe(200);
    expect(standIn.readText("content/business.yml")).toBeUndefined();
  });

  it("names the App, never who the device says, as every commit's author and committer", async () => {
    const { owner, standIn } = await enrolledOwner();
    const head = standIn.head();
    const tree = (await owner.gateway("GET", `/git/commits/${head}`)).body.tree.sha;
    const someone = { name: "Someone else", email: "someone@example.org", date: "2020-01-01T00:00:00Z" };
    const plain = await owner.gateway("POST", "/git/commits", { message: "From the phone", tree, parents: [head] });
    const claimed = await owner.gateway("POST", "/git/commits", {
      message: "From the phone",
      tree,
      parents: [head],
      author: someone,
      committer: someone,
    });
    expect(claimed.status).toBe(201);
    const who = ({ name, email }: { name: string; email: string }) => ({ name, email });
    expect(who(claimed.body.author)).toEqual(who(plain.body.author));
    expect(who(claimed.body.committer)).toEqual(who(plain.body.committer));
    expect(claimed.body.author.date).not.toBe(someone.date);
    expect(standIn.invalidRequests).toEqual([]);
  });

  it("refuses a token without its session cookie, a session without the token, and calls GitHub's other endpoints", async () => {
    const { owner, handle } = await enrolledOwner();
    const token = (await owner.send("GET", "/api/owner/session")).body.token;
    const thief = new Browser(handle);
    expect(
      (
        await thief.send("GET", "/api/git/github/contents/content/business.yml", undefined, {
          Authorization: `Bearer ${token}`,
        })
      ).status,
    ).toBe(401);
    expect((await owner.send("GET", "/api/git/github/contents/content/business.yml")).body.message).toBe(
      "The gateway needs the token of this device's session.",
    );
    expect((await owner.gateway("GET", "/hooks")).body.message).toBe("The gateway does not pass GET /hooks.");
    expect((await owner.gateway("POST", "/git/refs", { ref: "refs/heads/x", sha: "a".repeat(40) })).status).toBe(403);
    expect((await owner.gateway("GET", "/contents/content%2F..%2F..%2Fother")).body.message).toBe(
      "The gateway refused a path with dot segments.",
    );
  });

  it("refuses a query string on a change, whose meaning the gateway never checked", async () => {
    const { owner, standIn } = await enrolledOwner();
    const before = standIn.head();
    const sent = standIn.requests.length;
    const put = await owner.gateway("PUT", "/contents/content/business.yml?branch=other", {
      message: "x",
      content: "eA==",
    });
    expect(put).toMatchObject({
      status: 403,
      body: {
        message: "The gateway refused a change with a query string: GitHub takes a change's settings in its body.",
      },
    });
    const moved = await owner.gateway("PATCH", "/git/refs/heads/main?force=true", { sha: before });
    expect(moved.body.message).toBe(put.body.message);
    expect(standIn.requests.slice(sent).map((request) => request.method)).not.toContain("PUT");
    expect(standIn.requests.slice(sent).map((request) => request.method)).not.toContain("PATCH");
    expect((await owner.gateway("GET", "/contents/content/business.yml?ref=main")).status).toBe(200);
  });

  it("keeps the installation token for its hour at most and never lets it out", async () => {
    const { owner, standIn, clock } = await enrolledOwner();
    await owner.gateway("GET", "/contents/content/business.yml");
    expect(standIn.installationTokens).toHaveLength(1);
    clock.now += 54 * 60_000;
    await owner.gateway("GET", "/contents/content/business.yml");
    expect(standIn.installationTokens).toHaveLength(1);
    clock.now += 6 * 60_000;
    await owner.gateway("GET", "/contents/content/business.yml");
    expect(standIn.installationTokens).toHaveLength(2);
    expect(everythingAnswered.length).toBeGreaterThan(50);
    expect(everythingAnswered.filter((text) => text.includes(installationToken))).toEqual([]);
  });
});

/** The real content files, as the owner's site holds them. */
const guardedContent = Object.fromEntries(
  [...guardedFields.keys()].map((path) => [path, readFileSync(new URL(`../../${path}`, import.meta.url), "utf8")]),
);
const businessFile = "content/business.yml";
const mapFile = "content/location-map.yml";

/** The owner signed in more than five minutes ago, the real content files on the branch. */
async function ownerWithoutFreshFaceId() {
  const world = await enrolledOwner();
  world.standIn.commitOnBranch("Content", guardedContent);
  world.clock.now += faceIdFreshFor;
  return world;
}

/** Publishes one file as the site editor and the job page do: blob, tree, commit, branch move. */
async function publishByGitData(owner: Browser, path: string, text: string) {
  const head = (await owner.gateway("GET", "/git/ref/heads/main")).body.object.sha;
  const baseTree = (await owner.gateway("GET", `/git/commits/${head}`)).body.tree.sha;
  const blob = await owner.gateway("POST", "/git/blobs", { content: text, encoding: "utf-8" });
  const tree = await owner.gateway("POST", "/git/trees", {
    base_tree: baseTree,
    tree: [{ path, mode: "100644", type: "blob", sha: blob.body.sha }],
  });
  const commit = await owner.gateway("POST", "/git/commits", { message: "Edit", tree: tree.body.sha, parents: [head] });
  return owner.gateway("PATCH", "/git/refs/heads/main", { sha: commit.body.sha });
}

/** Publishes one file through the contents API, with its blob's sha as GitHub asks. */
async function publishByContents(owner: Browser, path: string, text: string) {
  const sha = (await owner.gateway("GET", `/contents/${path}?ref=main`)).body.sha;
  const content = Buffer.from(text).toString("base64");
  return owner.gateway("PUT", `/contents/${path}`, { message: "Edit", content, sha, branch: "main" });
}

/** The business file with one line's value changed. @param {string} line  the text to find */
const businessWith = (from: string, to: string) => {
  expect(guardedContent[businessFile]).toContain(from);
  return guardedContent[businessFile]!.replace(from, to);
};

describe("fresh Face ID for where customers' details go", () => {
  const business = load(guardedContent[businessFile]!) as { phones: Record<string, { number: string }> };
  const phone = Object.values(business.phones)[0]!.number;
  const edits = {
    webhook: [businessFile, businessWith("quoteWebhookUrl: ", 'quoteWebhookUrl: "https://elsewhere.example/hook" #')],
    phone: [businessFile, businessWith(phone, "01632 960999")],
    email: [businessFile, businessWith("email: ", "email: someone@elsewhere.example #")],
    tiles: [
      mapFile,
      guardedContent[mapFile]!.replace(/tileUrl: .*/, 'tileUrl: "https://tiles.elsewhere.example/{z}/{x}/{y}.png"'),
    ],
  } as const;

  for (const [how, publish] of [
    ["blobs, tree, commit and branch move", publishByGitData],
    ["the contents API", publishByContents],
  ] as const)
    it(`refuses a change to the webhook, a phone, the e-mail or the map tiles by ${how} without a fresh Face ID, and passes it with one`, async () => {
      const { owner, standIn } = await ownerWithoutFreshFaceId();
      for (const [field, [path, text]] of Object.entries(edits)) {
        expect(text, field).not.toBe(guardedContent[path]);
        const before = standIn.head();
        expect(await publish(owner, path, text), field).toMatchObject({
          status: 403,
          body: { message: faceIdNeededToPublish },
        });
        expect(standIn.head(), field).toBe(before);
      }
      expect((await owner.confirmFaceId()).status).toBe(200);
      for (const [field, [path, text]] of Object.entries(edits)) {
        expect((await publish(owner, path, text)).status, field).toBe(200);
        expect(standIn.readText(path), field).toBe(text);
      }
    });

  it("passes an edit to the rest of the business file and the map's words without Face ID", async () => {
    const { owner, standIn } = await ownerWithoutFreshFaceId();
    const tagline = businessWith("tagline: ", 'tagline: "Drives and gardens" #');
    expect((await publishByGitData(owner, businessFile, tagline)).status).toBe(200);
    const withName = tagline.replace(/^name: .*$/m, "name: Hartwell Outdoor Ltd");
    expect((await publishByContents(owner, businessFile, withName)).status).toBe(200);
    const words = guardedContent[mapFile]!.replace(/^loading: .*$/m, "loading: Map on its way…");
    expect((await publishByContents(owner, mapFile, words)).status).toBe(200);
    expect(standIn.readText(businessFile)).toBe(withName);
    expect(standIn.readText(mapFile)).toBe(words);
  });

  it("refuses a business file whose content is not base64 in one line", async () => {
    const { owner } = await ownerWithoutFreshFaceId();
    const sha = (await owner.gateway("GET", `/contents/${businessFile}?ref=main`)).body.sha;
    const put = await owner.gateway("PUT", `/contents/${businessFile}`, { message: "x", content: "%%", sha });
    expect(put).toMatchObject({
      status: 400,
      body: { message: "The gateway refused a file whose content is not base64." },
    });
  });

  it("refuses removing the business file without a fresh Face ID", async () => {
    const { owner, standIn } = await ownerWithoutFreshFaceId();
    const sha = (await owner.gateway("GET", `/contents/${businessFile}?ref=main`)).body.sha;
    const removed = await owner.gateway("DELETE", `/contents/${businessFile}`, {
      message: "Gone",
      sha,
      branch: "main",
    });
    expect(removed).toMatchObject({ status: 403, body: { message: faceIdNeededToPublish } });
    expect(standIn.readText(businessFile)).toBe(guardedContent[businessFile]);
  });
});

describe("the site editor's PKCE sign-in (Decap's git-gateway backend)", () => {
  const verifier = "v".repeat(64);
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  const editor = `${site}/admin/`;
  const authorizeQuery = (redirect = editor) =>
    new URLSearchParams({
      client_id: "site-editor",
      redirect_uri: redirect,
      response_type: "code",
      scope: "repo",
      state: JSON.stringify({ auth_type: "pkce", nonce: "n1" }),
      code_challenge_method: "S256",
      code_challenge: challenge,
    });
  /** Decap's own token request: JSON, the site's Origin, no header of the site's. */
  const tokenRequest = (browser: Browser, code: string, codeVerifier = verifier) =>
    browser.send(
      "POST",
      "/api/owner/token",
      {
        client_id: "site-editor",
        code,
        grant_type: "authorization_code",
        redirect_uri: editor,
        code_verifier: codeVerifier,
      },
      { "Content-Type": "application/json", "X-Requested-With": "" },
    );

  it("gives a signed-in device a code at once, and the code with its verifier the session's token, once", async () => {
    const { owner } = await enrolledOwner();
    const sent = await owner.send("GET", `/api/owner/authorize?${authorizeQuery()}`);
    expect(sent.status).toBe(302);
    const back = new URL(sent.headers.get("Location") ?? "");
    expect(`${back.origin}${back.pathname}`).toBe(editor);
    expect(back.searchParams.get("state")).toBe(JSON.stringify({ auth_type: "pkce", nonce: "n1" }));
    const code = back.searchParams.get("code") ?? "";
    expect((await tokenRequest(owner, code, "w".repeat(64))).body.message).toBe(
      "The editor's sign-in code was not asked for by this editor.",
    );
    const token = await tokenRequest(owner, code);
    expect(token.body).toMatchObject({ token_type: "bearer", user_metadata: { full_name: "Phone" } });
    expect(token.body.access_token).toBe((await owner.send("GET", "/api/owner/session")).body.token);
    expect((await tokenRequest(owner, code)).body.message).toBe("The editor's sign-in code was used already.");
  });

  it("reads the token request as a form too, as Decap sends it unless told otherwise", async () => {
    const { owner } = await enrolledOwner();
    const sent = await owner.send("GET", `/api/owner/authorize?${authorizeQuery()}`);
    const code = new URL(sent.headers.get("Location") ?? "").searchParams.get("code") ?? "";
    const form = new URLSearchParams({
      client_id: "site-editor",
      code,
      grant_type: "authorization_code",
      redirect_uri: editor,
      code_verifier: verifier,
    });
    const token = await owner.send("POST", "/api/owner/token", form.toString(), {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(token.body.access_token).toBe((await owner.send("GET", "/api/owner/session")).body.token);
  });

  it("sends a device not signed in to the sign-in page first, and back to the editor's request after", async () => {
    const { handle } = setUp();
    const sent = await new Browser(handle).send("GET", `/api/owner/authorize?${authorizeQuery()}`);
    const signIn = new URL(sent.headers.get("Location") ?? "");
    expect(signIn.pathname).toBe("/api/owner/sign-in");
    const { returnTarget } = await import("./sign-in-page.mjs");
    expect(returnTarget(signIn.searchParams.get("return"))).toBe(`/api/owner/authorize?${authorizeQuery()}`);
  });

  it("refuses a code for another site's page, and a code or token without this device's cookie", async () => {
    const { owner, handle } = await enrolledOwner();
    expect(
      (await owner.send("GET", `/api/owner/authorize?${authorizeQuery("https://evil.example/admin/")}`)).status,
    ).toBe(400);
    // The devices page is a page to come back to after signing in, not one a code is sent to.
    expect(
      (await owner.send("GET", `/api/owner/authorize?${authorizeQuery(`${site}/api/owner/your-devices`)}`)).status,
    ).toBe(400);
    const sent = await owner.send("GET", `/api/owner/authorize?${authorizeQuery()}`);
    const code = new URL(sent.headers.get("Location") ?? "").searchParams.get("code") ?? "";
    const thief = new Browser(handle);
    expect((await tokenRequest(thief, code)).status).toBe(401);
    const { access_token: token } = (await tokenRequest(owner, code)).body;
    const stolen = await thief.send("GET", "/api/git/github/contents/content/business.yml", undefined, {
      Authorization: `Bearer ${token}`,
    });
    expect(stolen).toMatchObject({ status: 401, body: { message: "Sign in first." } });
  });
});
