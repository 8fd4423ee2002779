// @ts-check
/**
 * The owner's devices, `/api/owner/your-devices` (owner-page.mjs): the phones, tablets and
 * computers whose passkeys sign in, this one marked; a link and QR code that enrols another
 * (an invite, which belongs to this device: invites.mjs); the links not used yet, each with
 * Cancel; and removing a device, which signs it out on its next request. Making a link and
 * removing a device ask for Face ID when this device's last is older than five minutes (face-id.mjs);
 * Confirm it's you asks for it by itself, before publishing a guarded field (guarded-fields.mjs).
 * The list is written by the function, so it shows before any script runs; adding and removing
 * need the page's script, as every change needs the header only the site's pages send.
 */
import { html, ownerPage } from "./owner-page.mjs";
import { Refusal } from "./refusal.mjs";
import { devicesPageScript, faceIdCalls, pendingLinks, removalDialog } from "./devices-page-script.mjs";
import { webAuthnJson } from "./sign-in-page-script.mjs";
import { checkSession } from "./session.mjs";
import { alertLines, alertsSwitch, pushOnThisDevice } from "./alerts-switch-script.mjs";
import { devicesPagePath } from "./sign-in-page.mjs";

const added = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" });
const until = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" });

const moreStyles = `
ul{list-style:none;margin:0;padding:0}
li{border-bottom:1px solid #c9cdc2;padding:.75rem 0}
li button{margin:.5rem 0 0}
.this{display:inline-block;margin-left:.5rem;padding:0 .5rem;border-radius:1rem;background:#2f5d3a;color:#fff;font-size:.875rem}
.added{display:block;color:#48554a}
.hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
#invite img{display:block;width:100%;max-width:16rem;height:auto;margin:1rem auto}
#invite-link{overflow-wrap:anywhere}
dialog{max-width:22rem;border:0;border-radius:.5rem;padding:1.25rem}
dialog::backdrop{background:rgb(0 0 0 / .5)}
dialog h2{margin-top:0}`;

/** One device of the list. @param {import("./credentials.mjs").Passkey} device @param {boolean} current */
function deviceItem(device, current) {
  const name = html(device.name);
  return `<li><strong>${name}</strong>${current ? '<span class="this">This device</span>' : ""}
<span class="added">Added ${html(added.format(new Date(device.added)))}</span>
<button type="button" class="quiet" data-remove="${html(device.device)}" data-name="${name}" data-current="${current}">Remove<span class="hidden"> ${name}</span></button></li>`;
}

/**
 * One unused link of the list. @param {import("./invites.mjs").Invite} invite @param {string} maker
 */
function inviteItem(invite, maker) {
  const from = `the link from ${html(maker)}`;
  return `<li data-by="${html(invite.by)}"><strong>A link from ${html(maker)}</strong>
<span class="added">Works once, until ${html(until.format(new Date(invite.expires)))}</span>
<button type="button" class="quiet" data-cancel="${html(invite.id)}">Cancel<span class="hidden"> ${from}</span></button></li>`;
}

/**
 * Lead alerts on this device (alerts-switch-script.mjs), as the passkeys file has them, and the
 * inbox the alerts fill. @param {boolean} on
 */
function alertsSection(on) {
  return `<section aria-labelledby="alerts-title"><h2 id="alerts-title">Quote requests on this device</h2>
<p>An alert here for each quote request a visitor sends, kept on this device to call or reply from, even with no signal: <a href="/admin/new-job-leads">Quote requests</a>.</p>
<button type="button" id="alerts" data-on="${on}">${on ? "Turn off alerts" : "Turn on alerts"}</button>
<p id="alerts-status" role="status" aria-live="polite"></p></section>`;
}

/** @param {import("./passkeys.mjs").PasskeyContext} context @param {Request} request @param {[string, string]} header */
export async function devicesPage(context, request, header) {
  const session = await checkSession(context, request).catch((error) => {
    if (error instanceof Refusal) return error;
    throw error;
  });
  if (session instanceof Refusal) return signedOutPage(session.message);
  const { passkeys, invites } = await context.credentials.read();
  const names = new Map(passkeys.map((key) => [key.device, key.name]));
  const pending = invites.filter((invite) => invite.expires > context.now() && names.has(invite.by));
  const main = `<h1 id="devices-title" tabindex="-1">Your devices</h1>
<p>Each phone, tablet or computer here signs in to edit the site with its own Face ID, fingerprint or PIN.</p>
<ul aria-label="Devices">${passkeys.map((device) => deviceItem(device, device.device === session.passkey.device)).join("\n")}</ul>
<h2>Add a device</h2>
<p>For an iPad or a laptop: make a link here, then open it on that device (scan the QR code with its camera, or send yourself the link) and set up its Face ID, fingerprint or PIN there.</p>
<button type="button" id="add-device">Make a link for another device</button>
<section id="invite" hidden aria-labelledby="invite-title"><h2 id="invite-title">Open this on the other device</h2>
<img id="invite-qr" alt="A QR code of the link below" width="256" height="256">
<p id="invite-link"></p><p id="invite-expires"></p>
<button type="button" class="quiet" id="share-link">Copy the link</button></section>
<section id="pending"${pending.length ? "" : " hidden"} aria-labelledby="pending-title"><h2 id="pending-title">Links not used yet</h2>
<p>Each works once. Cancel one you did not send, or sent to the wrong place; removing a device cancels its links.</p>
<ul id="pending-list" aria-labelledby="pending-title">${pending.map((invite) => inviteItem(invite, names.get(invite.by) ?? "")).join("\n")}</ul></section>
${alertsSection(Boolean(session.passkey.sealedPushSubscription))}
<h2>Change where customers' details go</h2>
<p>The quote form's address, the analytics id, the map pictures, the e-mail and the phone numbers publish only after Face ID from the last five minutes: confirm here, then publish.</p>
<button type="button" id="confirm-face-id">Confirm it's you</button>
<h2>Sign out</h2>
<p>For a device you lend or leave behind: the job page and the site editor on it ask for its Face ID, fingerprint or PIN again.</p>
<button type="button" class="quiet" id="sign-out">Sign out of this device</button>
<p id="status" role="status" aria-live="polite"></p>
<noscript><p>Adding or removing a device, cancelling a link, confirming it's you or signing out needs JavaScript: turn it on for this site.</p></noscript>
<dialog id="remove-dialog" aria-labelledby="remove-title"><h2 id="remove-title"></h2><p id="remove-text"></p>
<button type="button" id="confirm-remove"></button><button type="button" class="quiet" id="keep-device">Keep it</button></dialog>
<p><a href="/admin/">The site editor</a> · <a href="/admin/new-job">Add a finished job</a></p>`;
  const thisDevice = session.passkey.name;
  return ownerPage({
    title: "Your devices",
    main,
    moreStyles,
    workers: true,
    script: {
      run: devicesPageScript,
      data: { header, thisDevice, alertLines },
      helpers: [webAuthnJson, faceIdCalls, pendingLinks, removalDialog, alertsSwitch, pushOnThisDevice],
    },
  });
}

/** The page of a device that is not signed in, or no longer may be. @param {string} reason */
function signedOutPage(reason) {
  const main = `<h1>Sign in to see your devices</h1><p>${html(reason)}</p>
<p><a href="/api/owner/sign-in?return=${encodeURIComponent(devicesPagePath)}">Sign in</a></p>`;
  return ownerPage({ title: "Your devices", main, status: 401 });
}
