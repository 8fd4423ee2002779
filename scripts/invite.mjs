// @ts-check
/**
 * `npm run invite`: a one-time link for the owner's phone to enrol a passkey, valid 24 hours,
 * printed with a QR code to scan. It is signed with OWNER_SESSION_SECRET, so run it with the
 * same SITE_ORIGIN and OWNER_SESSION_SECRET the site's functions have (docs/editing.md,
 * "Signing in"): e.g. `SITE_ORIGIN=https://www.example.com OWNER_SESSION_SECRET=... npm run invite`.
 */
import qrcode from "qrcode-generator";

import { createInvite } from "../server/owner-access/passkeys.mjs";
import { readSettings } from "../server/owner-access/settings.mjs";

// Only these two settings sign an invite; the others are the functions' business.
const read = readSettings({
  GITHUB_APP_ID: "-",
  GITHUB_APP_PRIVATE_KEY: "-",
  GITHUB_APP_INSTALLATION_ID: "-",
  GITHUB_REPOSITORY: "owner/name",
  ...process.env,
});
if ("problem" in read) {
  console.error(read.problem);
  process.exit(1);
}
const { link, expires } = await createInvite({ settings: read.settings, now: Date.now });
const code = qrcode(0, "L");
code.addData(link);
code.make();
console.log(code.createASCII(1, 2));
console.log(`Open this on the owner's phone (works once, until ${new Date(expires).toUTCString()}):\n${link}`);
