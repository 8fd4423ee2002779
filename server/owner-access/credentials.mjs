// @ts-check
/**
 * The owner's passkeys live in one file of the repository, outside content/ and outside the
 * gateway's reach: their public keys (nothing secret), each device's name, and the invites
 * already used. The function reads it with the installation token (kept a minute at most, so a
 * removed key stops working within a minute) and changes it with GitHub's compare-and-swap on
 * the file's sha: of two changes made from the same reading, GitHub takes one and refuses the
 * other with 409, which then reads the file again and decides again.
 */
import { repoRequest } from "./github-app.mjs";
import { Refusal } from "./refusal.mjs";
import { fromBase64Url, toBase64Url } from "./signed.mjs";

export const credentialsPath = "owner-access/passkeys.json";
/** How long a reading of the file is trusted: a removed key works at most this much longer. */
export const credentialsFreshFor = 60_000;

/**
 * A passkey's `id` is its credential id, which the browser chooses; `device` is the id the site
 * gives the device when it enrols, which sessions, invites and removal name. `generation` counts
 * its sign-outs: a session started before the last one no longer counts, on any instance.
 * `sealedPushSubscription` is the device's lead alerts, sealed (server/leads/alerts.mjs).
 * @typedef {{ device: string, id: string, publicKey: string, transports?: string[], name: string,
 *   added: string, generation?: number, sealedPushSubscription?: string }} Passkey
 * @typedef {{ id: string, expires: number }} UsedInvite
 * @typedef {{ passkeys: Passkey[], invites: import("./invites.mjs").Invite[], usedInvites: UsedInvite[] }} CredentialsFile
 * @typedef {{ fetch: typeof fetch, now: () => number, settings: import("./settings.mjs").Settings,
 *   token: () => Promise<string> }} GitHubAccess
 */

/** @param {unknown} data @returns {CredentialsFile} */
function parseFile(data) {
  const file = /** @type {Partial<CredentialsFile>} */ (data ?? {});
  return {
    // A passkey enrolled before devices had ids of their own is named by its credential id.
    passkeys: (Array.isArray(file.passkeys) ? file.passkeys : []).map((key) => ({
      ...key,
      device: key.device ?? key.id,
    })),
    invites: Array.isArray(file.invites) ? file.invites : [],
    usedInvites: Array.isArray(file.usedInvites) ? file.usedInvites : [],
  };
}

/** @param {GitHubAccess} github @returns {Promise<{ file: CredentialsFile, sha: string | undefined }>} */
async function readFresh(github) {
  const { settings } = github;
  const path = `/contents/${credentialsPath}?ref=${encodeURIComponent(settings.branch)}`;
  const answer = await repoRequest(github.fetch, settings, await github.token(), "GET", path);
  if (answer.status === 404) return { file: parseFile(undefined), sha: undefined };
  if (!answer.ok) throw new Refusal(502, `GitHub did not send the passkeys file (HTTP ${answer.status}).`);
  const body = /** @type {{ content?: string, sha?: string }} */ (await answer.json());
  const text = new TextDecoder().decode(fromBase64Url((body.content ?? "").replace(/\s/g, "").replace(/=+$/, "")));
  return { file: parseFile(JSON.parse(text || "{}")), sha: body.sha };
}

/** Readings of the passkeys file, kept at most `credentialsFreshFor`. @param {GitHubAccess} github */
export function credentialsStore(github) {
  /** @type {{ file: CredentialsFile, readAt: number } | undefined} */
  let cached;
  return {
    /** @param {number} [maxAge] how old a reading may be @returns {Promise<CredentialsFile>} */
    async read(maxAge = credentialsFreshFor) {
      if (cached && github.now() - cached.readAt < maxAge) return cached.file;
      const { file } = await readFresh(github);
      cached = { file, readAt: github.now() };
      return file;
    },
    /**
     * Changes the file in one commit; `change` may throw a Refusal, and is asked again on a fresh
     * reading when another change got there first.
     * @param {(file: CredentialsFile) => CredentialsFile} change @param {string} message
     */
    async change(change, message) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const { file, sha } = await readFresh(github);
        const changed = change(file);
        const content = toBase64Url(new TextEncoder().encode(`${JSON.stringify(changed, null, 2)}\n`))
          .replace(/-/g, "+")
          .replace(/_/g, "/");
        const body = JSON.stringify({
          message,
          content: content.padEnd(Math.ceil(content.length / 4) * 4, "="),
          branch: github.settings.branch,
          ...(sha ? { sha } : {}),
        });
        const answer = await repoRequest(
          github.fetch,
          github.settings,
          await github.token(),
          "PUT",
          `/contents/${credentialsPath}`,
          { body, contentType: "application/json" },
        );
        if (answer.ok) {
          cached = { file: changed, readAt: github.now() };
          return changed;
        }
        // 409: the file changed since it was read (its sha no longer matches); decide again.
        if (answer.status !== 409)
          throw new Refusal(502, `GitHub did not save the passkeys file (HTTP ${answer.status}).`);
      }
      throw new Refusal(409, "The passkeys file kept changing; try again.");
    },
  };
}
