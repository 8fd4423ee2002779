// @ts-check
/**
 * A quote request pushed to every owner device with lead alerts on (alerts.mjs): the passkeys
 * file read through the site's GitHub App, each device's subscription opened, one push each
 * (web-push.mjs), and the subscriptions whose push service said they ended (404, 410) dropped
 * from the file. Nothing here throws: the visitor's request never waits on or fails with an alert.
 */
import { credentialsStore } from "../owner-access/credentials.mjs";
import { installationTokens } from "../owner-access/github-app.mjs";
import { readSettings } from "../owner-access/settings.mjs";
import { randomId } from "../owner-access/signed.mjs";
import { openSubscription, vapidKeys } from "./keys.mjs";
import { leadMessageText } from "./lead-message.mjs";
import { pushMessage } from "./web-push.mjs";

/**
 * @typedef {{ fetch?: typeof fetch, now?: () => number, timeoutMs?: number }} DeliveryOptions
 *   `fetch` for GitHub and the push services, `now` the clock, `timeoutMs` how long each push
 *   service is given (10 s when not said)
 * @typedef {{ name: string, sealed: string, outcome: import("./web-push.mjs").PushOutcome,
 *   problem?: string }} DeviceResult
 */

/**
 * Pushes `quote` to the owner's devices; resolves with how many push services took it and, when
 * something went wrong, one line for the host's log saying what.
 * @param {import("../owner-access/settings.mjs").Env} env
 * @param {import("./lead-message.mjs").Quote} quote
 * @param {DeliveryOptions} [options]
 * @returns {Promise<{ accepted: number, problem?: string }>}
 */
export async function deliverToOwnerDevices(env, quote, options = {}) {
  const { fetch: fetchImpl = (input, init) => fetch(input, init), now = Date.now, timeoutMs } = options;
  const read = readSettings(env);
  // Without the sign-in no device can have turned alerts on: nothing to send, nothing to report.
  if ("problem" in read) return { accepted: 0 };
  const { settings } = read;
  const tokenFor = installationTokens(fetchImpl, now);
  const credentials = credentialsStore({ fetch: fetchImpl, now, settings, token: () => tokenFor(settings) });
  let results;
  try {
    const file = await credentials.read(0);
    const text = leadMessageText(quote, { id: randomId(), receivedAt: new Date(now()).toISOString() });
    const push = { fetch: fetchImpl, vapid: await vapidKeys(settings.sessionSecret), subject: settings.siteOrigin };
    results = await Promise.all(
      file.passkeys.flatMap(({ device, name, sealedPushSubscription: sealed }) => {
        if (!sealed) return [];
        return [pushToDevice(settings.sessionSecret, { device, name, sealed }, text, { ...push, timeoutMs })];
      }),
    );
  } catch (error) {
    return { accepted: 0, problem: `No lead alert was sent: ${messageOf(error)}` };
  }
  const accepted = results.filter((result) => result.outcome === "accepted").length;
  const problems = results.flatMap(({ name, problem }) => (problem ? [`${name}: ${problem}`] : []));
  const gone = new Set(results.filter((result) => result.outcome === "gone").map((result) => result.sealed));
  if (gone.size) {
    const dropped = await dropSubscriptions(credentials, gone);
    if (dropped) problems.push(dropped);
  }
  return problems.length ? { accepted, problem: `Lead alerts: ${problems.join("; ")}.` } : { accepted };
}

/**
 * @param {string} secret @param {{ device: string, name: string, sealed: string }} entry @param {string} text
 * @param {import("./web-push.mjs").PushOptions} push
 * @returns {Promise<DeviceResult>}
 */
async function pushToDevice(secret, { device, name, sealed }, text, push) {
  const subscription = await openSubscription(secret, device, sealed);
  // Sealed under an earlier secret: its key is gone, and so is the VAPID key it was made for.
  if (!subscription) return { name, sealed, outcome: "gone", problem: "alerts made before the secret changed" };
  const { outcome, problem } = await pushMessage(subscription, text, push);
  return { name, sealed, outcome, ...(problem ? { problem } : {}) };
}

/**
 * Drops the subscriptions that ended from their entries, compare-and-swap on the file's sha; an
 * entry whose subscription was renewed meanwhile keeps the new one. Resolves with a problem line
 * when the file could not be written: the next lead tries again.
 * @param {ReturnType<typeof credentialsStore>} credentials @param {Set<string>} gone
 */
async function dropSubscriptions(credentials, gone) {
  try {
    await credentials.change((file) => {
      const passkeys = file.passkeys.map((key) => {
        if (!key.sealedPushSubscription || !gone.has(key.sealedPushSubscription)) return key;
        const changed = { ...key };
        delete changed.sealedPushSubscription;
        return changed;
      });
      return { ...file, passkeys };
    }, "Drop lead alerts whose subscriptions ended");
    return undefined;
  } catch (error) {
    return `ended subscriptions not dropped: ${messageOf(error).replace(/\.$/, "")}`;
  }
}

/** @param {unknown} error */
const messageOf = (error) => (error instanceof Error ? error.message : String(error));
