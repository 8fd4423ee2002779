// @ts-check
/**
 * One Web Push message to one subscription: the text encrypted for the subscription's keys
 * (RFC 8291, `aes128gcm`) and the request signed with the site's VAPID key (RFC 8292), by
 * @block65/webcrypto-web-push, which does both on Web Crypto alone, so Node and workerd run it.
 * Its JWT says `aud` (the push service's origin), `sub` (the site's origin) and expires 12 hours on.
 */
import { buildPushPayload } from "@block65/webcrypto-web-push";

/**
 * The most plaintext one message carries: a push service need accept no more than 4096 bytes
 * (RFC 8030, 7.2), less the `aes128gcm` header (86: salt, record size, the sender's key), the
 * padding delimiter (1) and AES-GCM's tag (16). The library pads every message to this size, so
 * the length of a lead tells the push service nothing.
 */
export const largestMessageBytes = 4096 - 86 - 1 - 16;

/** Four weeks: a phone switched off over a holiday still gets the leads when it comes back. */
const timeToLiveSeconds = 28 * 24 * 60 * 60;

/** Ten seconds: a push service that does not answer by then is counted as failed, not waited for. */
const defaultTimeoutMs = 10_000;

/**
 * @typedef {"accepted" | "gone" | "failed"} PushOutcome  accepted: the push service took it;
 *   gone: the subscription ended (404, 410), its device's entry drops it; failed: anything else,
 *   kept for the next lead
 * @typedef {{ fetch: typeof fetch, vapid: import("./keys.mjs").VapidKeys, subject: string,
 *   timeoutMs?: number }} PushOptions
 */

/**
 * Sends `text` to one subscription; never throws.
 * @param {import("./keys.mjs").PushSubscriptionKeys} subscription @param {string} text
 * @param {PushOptions} options
 * @returns {Promise<{ outcome: PushOutcome, status?: number, problem?: string }>}
 */
export async function pushMessage(subscription, text, { fetch, vapid, subject, timeoutMs = defaultTimeoutMs }) {
  try {
    const { headers, body } = await buildPushPayload(
      { data: text, options: { ttl: timeToLiveSeconds, urgency: "high" } },
      { ...subscription, expirationTime: null },
      { subject, ...vapid },
    );
    // The runtime counts the body itself; some refuse a Content-Length given by hand.
    const sent = new Headers(/** @type {Record<string, string>} */ (headers));
    sent.delete("content-length");
    const answer = await fetch(subscription.endpoint, {
      method: "POST",
      headers: sent,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await answer.body?.cancel();
    if (answer.ok) return { outcome: "accepted", status: answer.status };
    if (answer.status === 404 || answer.status === 410) return { outcome: "gone", status: answer.status };
    return { outcome: "failed", status: answer.status, problem: `the push service answered HTTP ${answer.status}` };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    return { outcome: "failed", problem: timedOut ? "the push service did not answer in time" : String(error) };
  }
}
