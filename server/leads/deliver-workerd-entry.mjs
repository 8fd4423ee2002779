// @ts-check
/**
 * Lead delivery as a Cloudflare Worker, for deliver-workerd.test.ts: the settings come as the
 * worker's bindings, as Cloudflare hands a function the project's variables, and each request's
 * JSON body is a quote. It answers what the delivery resolved with, and the VAPID public key it
 * derived, so the test can hold workerd's Web Crypto to Node's.
 */
import { deliverToOwnerDevices } from "./deliver.mjs";
import { vapidKeys } from "./keys.mjs";

export default {
  /** @param {Request} request @param {import("../owner-access/settings.mjs").Env} env */
  async fetch(request, env) {
    const delivered = await deliverToOwnerDevices(env, await request.json());
    const { publicKey } = await vapidKeys(env.OWNER_SESSION_SECRET ?? "");
    return Response.json({ delivered, vapidPublicKey: publicKey });
  },
};
