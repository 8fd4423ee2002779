// @ts-check
/**
 * The owner's sign-in and the gateway, written once as `(request, env) => Response`: every
 * host's adapter (functions/, netlify/, api/, server/serve.mjs) passes its request and its
 * environment here. Routes:
 *   POST /api/owner/enrol/options, POST /api/owner/enrol        a device joins by invite
 *   POST /api/owner/sign-in/options, POST /api/owner/sign-in    a passkey signs in
 *   GET  /api/owner/session, POST /api/owner/sign-out
 *   GET  /api/owner/devices, POST /api/owner/devices/invite, DELETE /api/owner/devices/{id}
 *   DELETE /api/owner/invites/{id}                              a pending invite cancelled
 *   POST /api/owner/face-id                                     a fresh Face ID (face-id.mjs)
 *   GET  /api/owner/sign-in                                     the sign-in page (sign-in-page.mjs)
 *   GET  /api/owner/your-devices                                the devices page (devices-page.mjs)
 *   GET  /api/owner/authorize, POST /api/owner/token             the site editor's PKCE sign-in
 *   GET, PUT, DELETE /api/owner/alerts                          this device's lead alerts (../leads/alerts.mjs)
 *   *    /api/git/github/...                                    the gateway (gateway.mjs)
 * A refusal is one line, `{"message": ...}`, with a 4xx status. No answer carries CORS headers.
 */
import { alertsState, turnAlertsOff, turnAlertsOn } from "../leads/alerts.mjs";
import { authorize, exchangeCode } from "./editor-pkce.mjs";
import { installationTokens } from "./github-app.mjs";
import { clearChallenge, enrol, enrolOptions, signIn, signInOptions } from "./passkeys.mjs";
import { faceIdFreshFor, faceIdNeeded, faceIdProof, hasFreshFaceId } from "./face-id.mjs";
import { cancelInvite, inviteFromDevice } from "./invites.mjs";
import { credentialsStore } from "./credentials.mjs";
import { qrCodeImage } from "./qr-code.mjs";
import { devicesPage } from "./devices-page.mjs";
import { Refusal, textOf } from "./refusal.mjs";
import { smallBodyBytes } from "../request-body.mjs";
import { gatewayPrefix, passToGitHub } from "./gateway.mjs";
import { readSettings } from "./settings.mjs";
import { devicesPagePath, signInPage } from "./sign-in-page.mjs";
import { checkSession, endSession, gatewayToken, startSession } from "./session.mjs";

/** The header the site's own pages add to every change they ask for; another site's form cannot. */
const ownerHeader = "X-Requested-With";
const ownerHeaderValue = "site-owner";

/** @param {unknown} body @param {number} [status] @param {Record<string, string | string[]>} [headers] */
function json(body, status = 200, headers = {}) {
  const answer = new Headers({ "Content-Type": "application/json; charset=utf-8" });
  for (const [name, value] of Object.entries(headers)) for (const one of [value].flat()) answer.append(name, one);
  return new Response(JSON.stringify(body), { status, headers: answer });
}

/**
 * Changes come from the site's own pages only: their Origin (a browser always sends it on a
 * change), Sec-Fetch-Site where the browser sends it, and a header only a script of the page can add.
 * @param {Request} request @param {import("./settings.mjs").Settings} settings @param {boolean} gateway
 */
function checkCaller(request, settings, gateway) {
  if (request.method === "GET" || request.method === "HEAD") return;
  const origin = request.headers.get("Origin");
  if (origin !== settings.siteOrigin)
    throw new Refusal(
      403,
      origin
        ? `Changes are accepted from ${settings.siteOrigin} only, not ${origin}.`
        : "Changes need the Origin header a browser sends.",
    );
  const site = request.headers.get("Sec-Fetch-Site");
  if (site && site !== "same-origin")
    throw new Refusal(403, `Changes are accepted from the site's own pages only (Sec-Fetch-Site: ${site}).`);
  // The gateway's custom header is its Authorization, checked against the session.
  // Decap's token request adds no header of ours: its PKCE verifier shows it asked for the code.
  const decapToken = new URL(request.url).pathname === "/api/owner/token";
  if (!gateway && !decapToken && request.headers.get(ownerHeader) !== ownerHeaderValue)
    throw new Refusal(403, `Changes need the ${ownerHeader} header the site's pages send.`);
}

/** The sign-in's own steps send a few hundred bytes of JSON: a passkey's answer, an invite. */
const largestOwnerBody = smallBodyBytes;

/** @param {Request} request */
async function bodyOf(request) {
  const text = await textOf(request, largestOwnerBody);
  try {
    return /** @type {Record<string, any>} */ (JSON.parse(text)) ?? {};
  } catch {
    throw new Refusal(400, "The request's body is not JSON.");
  }
}

/**
 * @typedef {import("./passkeys.mjs").PasskeyContext & { github: import("./credentials.mjs").GitHubAccess }} Context
 */

/** @param {Context} context @param {Request} request @param {string} path */
async function ownerRoute(context, request, path) {
  const route = `${request.method} ${path}`;
  if (route === "GET /api/owner/sign-in") return signInPage(request, [ownerHeader, ownerHeaderValue]);
  if (route === `GET ${devicesPagePath}`) return devicesPage(context, request, [ownerHeader, ownerHeaderValue]);
  if (route === "GET /api/owner/authorize") return authorize(context, request);
  if (route === "POST /api/owner/token") {
    // Decap sends the token request as a form (OAuth's own encoding) or as JSON, by its settings.
    const form = (request.headers.get("Content-Type") ?? "").startsWith("application/x-www-form-urlencoded");
    const body = form
      ? Object.fromEntries(new URLSearchParams(await textOf(request, largestOwnerBody)))
      : await bodyOf(request);
    return json(await exchangeCode(context, request, body));
  }
  if (route === "POST /api/owner/enrol/options") {
    const { options, cookie } = await enrolOptions(context, await bodyOf(request));
    return json(options, 200, { "Set-Cookie": cookie });
  }
  if (route === "POST /api/owner/enrol") {
    const passkey = await enrol(context, request, await bodyOf(request));
    return json({ device: passkey.name }, 200, {
      "Set-Cookie": [clearChallenge, ...(await startSession(context, passkey))],
    });
  }
  if (route === "POST /api/owner/sign-in/options") {
    const { options, cookie } = await signInOptions(context);
    return json(options, 200, { "Set-Cookie": cookie });
  }
  if (route === "POST /api/owner/sign-in") {
    const passkey = await signIn(context, request, await bodyOf(request));
    return json({ device: passkey.name }, 200, {
      "Set-Cookie": [clearChallenge, ...(await startSession(context, passkey))],
    });
  }
  if (route === "POST /api/owner/sign-out")
    return json({ signedOut: true }, 200, { "Set-Cookie": await endSession(context, request) });
  return signedInRoute(context, request, route);
}

/** Routes for a signed-in device only. @param {Context} context @param {Request} request @param {string} route */
async function signedInRoute(context, request, route) {
  const session = await checkSession(context, request);
  if (route === "GET /api/owner/session")
    return json({
      device: session.passkey.name,
      expires: session.expires,
      token: await gatewayToken(context.settings, session.value),
    });
  if (route === "GET /api/owner/devices") {
    const file = await context.credentials.read();
    const names = new Map(file.passkeys.map((key) => [key.device, key.name]));
    return json({
      devices: file.passkeys.map(({ device, name, added }) => ({
        id: device,
        name,
        added,
        current: device === session.passkey.device,
      })),
      invites: file.invites.map(({ id, by, expires }) => ({ id, by: names.get(by), expires })),
    });
  }
  if (route === "GET /api/owner/alerts") return json(await alertsState(context, session.passkey));
  // Alerts off takes a way out, so the session is enough.
  if (route === "DELETE /api/owner/alerts") return json(await turnAlertsOff(context, session.passkey));
  if (route === "POST /api/owner/face-id") {
    // A sign-in's answer, from this session's own device: a passkey of another device is refused.
    const passkey = await signIn(context, request, await bodyOf(request));
    if (passkey.device !== session.passkey.device)
      throw new Refusal(403, "That was another device's passkey: confirm with this device's Face ID or fingerprint.");
    return json({ freshUntil: context.now() + faceIdFreshFor }, 200, {
      "Set-Cookie": [clearChallenge, await faceIdProof(context, session.id)],
    });
  }
  return changeRoute(context, request, route, session);
}

/**
 * Changes to who can sign in, and lead alerts on (where customers' details go): each needs a fresh Face ID. Without one, the answer is 403 with the
 * options for a sign-in's passkey answer (`faceId`), so the page asks for Face ID at once.
 * @param {Context} context @param {Request} request @param {string} route
 * @param {Awaited<ReturnType<typeof checkSession>>} session
 */
async function changeRoute(context, request, route, session) {
  const removal = /^DELETE \/api\/owner\/devices\/([\w-]+)$/.exec(route);
  const cancelled = /^DELETE \/api\/owner\/invites\/([\w-]+)$/.exec(route);
  // Cancelling an invite takes a way in away, so the session is enough.
  if (cancelled) {
    await cancelInvite(context, cancelled[1] ?? "");
    return json({ cancelled: cancelled[1] });
  }
  const alertsOn = route === "PUT /api/owner/alerts";
  if (route !== "POST /api/owner/devices/invite" && !removal && !alertsOn)
    throw new Refusal(404, `No such step: ${route}.`);
  if (!(await hasFreshFaceId(context, request, session))) {
    const { options, cookie } = await signInOptions(context);
    return json({ message: faceIdNeeded, faceId: options }, 403, { "Set-Cookie": cookie });
  }
  if (alertsOn) return json(await turnAlertsOn(context, session.passkey, await bodyOf(request)));
  if (!removal) {
    const invite = await inviteFromDevice(context, session.passkey);
    return json({ ...invite, qrCode: qrCodeImage(invite.link) });
  }
  const id = removal[1];
  await context.credentials.change((file) => {
    const removed = file.passkeys.find((key) => key.device === id);
    if (!removed) throw new Refusal(404, "That device is not on the list any more.");
    return {
      ...file,
      passkeys: file.passkeys.filter((key) => key !== removed),
      // What the removed device made goes with it.
      invites: file.invites.filter((pending) => pending.by !== id),
    };
  }, "Remove a passkey");
  return json({ removed: id });
}

/**
 * The handler every adapter calls. `fetch` and `now` are GitHub's and the clock's, given so that
 * one instance's caches (installation token, passkeys file, used challenges) live with it.
 * @param {{ fetch?: typeof fetch, now?: () => number }} [options]
 * @returns {(request: Request, env: import("./settings.mjs").Env) => Promise<Response>}
 */
export function createOwnerAccess({ fetch: fetchImpl = (input, init) => fetch(input, init), now = Date.now } = {}) {
  const tokenFor = installationTokens(fetchImpl, now);
  /** @type {Map<string, Context>} */
  const contexts = new Map();
  const usedChallenges = new Map();
  /** @param {import("./settings.mjs").Settings} settings @returns {Context} */
  const contextFor = (settings) => {
    const key = JSON.stringify(settings);
    let context = contexts.get(key);
    if (!context) {
      const github = { fetch: fetchImpl, now, settings, token: () => tokenFor(settings) };
      context = { settings, now, github, credentials: credentialsStore(github), usedChallenges };
      contexts.set(key, context);
    }
    return context;
  };
  return async (request, env) => {
    const url = new URL(request.url);
    const read = readSettings(env);
    try {
      if ("problem" in read) throw new Refusal(503, read.problem);
      const context = contextFor(read.settings);
      const gateway = url.pathname === gatewayPrefix || url.pathname.startsWith(`${gatewayPrefix}/`);
      checkCaller(request, read.settings, gateway);
      if (!gateway) return withCommonHeaders(await ownerRoute(context, request, url.pathname.replace(/\/+$/, "")));
      const session = await checkSession(context, request);
      if (request.headers.get("Authorization") !== `Bearer ${await gatewayToken(read.settings, session.value)}`)
        throw new Refusal(401, "The gateway needs the token of this device's session.");
      const rest = request.url.slice(request.url.indexOf(gatewayPrefix) + gatewayPrefix.length);
      const faceIdFresh = await hasFreshFaceId(context, request, session);
      return withCommonHeaders(await passToGitHub(context.github, request, rest, faceIdFresh));
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return withCommonHeaders(json({ message: error.message }, /** @type {number} */ (error.status)));
    }
  };
}

/** @param {Response} response */
function withCommonHeaders(response) {
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("X-Content-Type-Options", "nosniff");
  response.headers.set("Referrer-Policy", "no-referrer");
  return response;
}

/** The one instance a host's functions share while it keeps them warm. */
export const handleOwnerRequest = createOwnerAccess();
