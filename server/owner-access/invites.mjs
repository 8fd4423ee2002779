// @ts-check
/**
 * Invites to enrol a device: a signed link that works once, for a day at most. An invite made on
 * "Your devices" belongs to the device that made it: it is recorded in the passkeys file, listed
 * there with a way to cancel it, and void once that device is removed. An invite the developer
 * makes (`npm run invite`) belongs to no device: it is in no file until it is used. Invites are
 * signed with the invite key, derived from the session secret, so that the developer's tool
 * holds that key only: it makes invites, which show on "Your devices" once used, and no sessions.
 */
import { Refusal } from "./refusal.mjs";
import { derivedSecret, randomId, sign, verify } from "./signed.mjs";

/** An invite works for a day at most. */
export const inviteLifetime = 24 * 60 * 60_000;
/** The maker of an invite no device made. */
const developer = "developer";

/**
 * @typedef {import("./credentials.mjs").CredentialsFile} CredentialsFile
 * @typedef {{ id: string, by: string, expires: number }} Invite
 * @typedef {{ settings: { siteOrigin: string, sessionSecret?: string }, now: () => number,
 *   inviteKey?: string }} InviteContext
 */

/** The key invites are signed with (`OWNER_INVITE_KEY` for `npm run invite`). @param {string} sessionSecret */
export const inviteKeyFrom = (sessionSecret) => derivedSecret(sessionSecret, "invites");

/** @param {InviteContext} context */
const inviteKeyOf = async (context) => context.inviteKey ?? inviteKeyFrom(context.settings.sessionSecret ?? "");

/**
 * A signed invite and its link. @param {InviteContext} context
 * @param {string} by  the device that makes it, or `developer`
 * @returns {Promise<Invite & { link: string }>}
 */
export async function createInvite(context, by = developer) {
  const invite = { id: randomId(), by, expires: context.now() + inviteLifetime };
  const token = await sign(await inviteKeyOf(context), "invite", { id: invite.id, by }, invite.expires);
  return { ...invite, link: `${context.settings.siteOrigin}/api/owner/sign-in#invite=${token}` };
}

/** The invite a link carries, or the line saying why it no longer works. @param {InviteContext} context @param {unknown} token */
export async function checkInvite(context, token) {
  const checked = await verify(
    await inviteKeyOf(context),
    "invite",
    typeof token === "string" ? token : "",
    context.now(),
  );
  if ("refused" in checked)
    throw new Refusal(
      checked.refused === "expired" ? 410 : 400,
      checked.refused === "expired"
        ? "This invite has expired: ask for a new link."
        : "This invite link is not one the site made.",
    );
  const { id, by, expires } = checked.data;
  return { id: String(id), by: typeof by === "string" ? by : developer, expires };
}

/** Whether the file still holds a device's invite (the device still listed, the invite not cancelled). @param {CredentialsFile} file @param {Invite} invite */
export const inviteOnFile = (file, invite) =>
  invite.by === developer ||
  (file.invites.some((pending) => pending.id === invite.id) && file.passkeys.some((key) => key.device === invite.by));

/** Refuses an invite used already, cancelled, or made by a device since removed. @param {CredentialsFile} file @param {Invite} invite */
export function refuseSpentInvite(file, invite) {
  if (file.usedInvites.some((used) => used.id === invite.id))
    throw new Refusal(410, "This invite has already been used: ask for a new link.");
  if (!inviteOnFile(file, invite))
    throw new Refusal(410, "This invite was cancelled, or the device that made it was removed: ask for a new link.");
}

/** The file with the invite used: out of the pending list, into the used one; expired ones dropped from both. @param {CredentialsFile} file @param {Invite} invite @param {number} now */
export function spendInvite(file, invite, now) {
  return {
    ...file,
    invites: file.invites.filter((pending) => pending.id !== invite.id && pending.expires > now),
    usedInvites: [...file.usedInvites.filter((used) => used.expires > now), { id: invite.id, expires: invite.expires }],
  };
}

/**
 * An invite made by a signed-in device, recorded in the passkeys file as that device's.
 * @param {import("./passkeys.mjs").PasskeyContext} context @param {import("./credentials.mjs").Passkey} maker
 */
export async function inviteFromDevice(context, maker) {
  const invite = await createInvite(context, maker.device);
  await context.credentials.change((file) => {
    if (!file.passkeys.some((key) => key.device === maker.device))
      throw new Refusal(401, "This device was removed from the site's devices: sign in from a device on the list.");
    const pending = file.invites.filter((one) => one.expires > context.now());
    return { ...file, invites: [...pending, { id: invite.id, by: invite.by, expires: invite.expires }] };
  }, `Invite a device from ${maker.name}`);
  return invite;
}

/** Cancels a pending invite. @param {import("./passkeys.mjs").PasskeyContext} context @param {string} id */
export async function cancelInvite(context, id) {
  await context.credentials.change((file) => {
    if (!file.invites.some((pending) => pending.id === id))
      throw new Refusal(404, "That link is not waiting any more: it was used, cancelled or has expired.");
    return { ...file, invites: file.invites.filter((pending) => pending.id !== id) };
  }, "Cancel an invite");
}
