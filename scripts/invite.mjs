// @ts-check
/**
 * `npm run invite`: a one-time link for the owner's phone to enrol a passkey, valid 24 hours,
 * printed with a QR code to scan. It is signed with the invite key, which the site's functions
 * derive from OWNER_SESSION_SECRET and which makes invites only, never a session
 * (docs/editing.md, "Signing in"):
 *   SITE_ORIGIN=https://www.example.com OWNER_INVITE_KEY=... npm run invite
 * `OWNER_SESSION_SECRET=... npm run invite -- --key` prints the invite key, once, when the secret
 * is set on the host; the secret itself may then stay on the host only. The tool still takes
 * OWNER_SESSION_SECRET in place of the key.
 */
import qrcode from "qrcode-generator";

import { createInvite, inviteKeyFrom } from "../server/owner-access/invites.mjs";

/** @param {string} line */
function fail(line) {
  console.error(line);
  process.exit(1);
}

const { SITE_ORIGIN: origin = "", OWNER_INVITE_KEY: key, OWNER_SESSION_SECRET: secret } = process.env;
if (process.argv.includes("--key")) {
  if (!secret || secret.length < 32) fail("OWNER_SESSION_SECRET (32 or more characters) is needed to print the key.");
  console.log(`OWNER_INVITE_KEY=${await inviteKeyFrom(secret ?? "")}`);
  process.exit(0);
}
const inviteKey = key || (secret && (await inviteKeyFrom(secret)));
if (!inviteKey) fail('OWNER_INVITE_KEY missing (docs/editing.md, "Signing in").');
/** @type {string} */
let siteOrigin = "";
try {
  siteOrigin = new URL(origin).origin;
} catch {
  fail("SITE_ORIGIN is not an address like https://www.example.com.");
}
const { link, expires } = await createInvite({ settings: { siteOrigin }, inviteKey: inviteKey || "", now: Date.now });
const code = qrcode(0, "L");
code.addData(link);
code.make();
console.log(code.createASCII(1, 2));
console.log(`Open this on the owner's phone (works once, until ${new Date(expires).toUTCString()}):\n${link}`);
