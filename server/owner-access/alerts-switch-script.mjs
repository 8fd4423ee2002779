// @ts-check
/**
 * The devices page's switch for lead alerts on this device (server/leads/alerts.mjs), run in the
 * owner's browser: devices-page.mjs sends its source inline beside the page's script. The alerts
 * are pushed to the inbox's worker (`/admin/new-job-leads-worker.js`), which keeps each request
 * for the inbox page, `/admin/new-job-leads` (docs/decisions/195).
 */

/** @typedef {ReturnType<ReturnType<typeof import("./devices-page-script.mjs").faceIdCalls>>} Calls */

/** What the switch says for each outcome; sent to the page as its data. */
export const alertLines = {
  on: "Alerts are on: each quote request shows on this device, and stays in Quote requests.",
  off: "Alerts are off on this device.",
  iPhoneBrowser:
    "On an iPhone only the home-screen app can receive alerts: tap Share, then Add to Home Screen, and turn them on there.",
  noPush: "This browser cannot receive alerts: use Chrome, Edge, Firefox or Safari on this device.",
  refused:
    "Notifications are blocked for this site: allow them in the browser's settings (the site's settings, Notifications), then tap again.",
  noSignal: "The site could not be reached, so alerts did not change: try again with signal.",
  pushFailed: "This device could not set up alerts just now, so nothing changed: try again in a minute.",
  faceId: "Face ID was not confirmed, so alerts did not change: tap again when ready.",
};

/**
 * This browser's side of alerts: whether it can have them, and its push subscription, made with
 * the owner app's worker and the site's key, or dropped.
 */
export function pushOnThisDevice() {
  /** The inbox's worker, registered again (harmless) so a device that never opened the inbox has it. */
  async function inboxWorker() {
    const registration = await navigator.serviceWorker.register("/admin/new-job-leads-worker.js", {
      scope: "/admin/new-job-leads",
    });
    // A push subscription needs an active worker; this page is outside its scope, so `ready` never comes.
    const starting = registration.installing ?? registration.waiting;
    if (!registration.active && starting)
      await new Promise((resolve, reject) =>
        starting.addEventListener("statechange", () => {
          if (starting.state === "activated") resolve(undefined);
          if (starting.state === "redundant") reject(new DOMException("The worker did not install", "AbortError"));
        }),
      );
    return registration;
  }

  /** @param {PushManager} manager @param {string} applicationServerKey */
  async function subscribed(manager, applicationServerKey) {
    const options = { userVisibleOnly: true, applicationServerKey };
    try {
      return await manager.subscribe(options);
    } catch {
      // One made with another key (a changed secret) stands in the way: it goes, and a new one is made.
      await (await manager.getSubscription())?.unsubscribe();
      return manager.subscribe(options);
    }
  }

  return {
    canPush: () => "serviceWorker" in navigator && "PushManager" in window && "Notification" in window,
    /** An iPhone or iPad Safari page, not the home-screen app, where push is not offered. */
    inIosBrowser: () =>
      /** @type {{ standalone?: boolean }} */ (navigator).standalone === false &&
      (/iPhone|iPad|iPod/.test(navigator.userAgent) || navigator.maxTouchPoints > 1),
    /** @param {string} applicationServerKey */
    subscribe: async (applicationServerKey) => subscribed((await inboxWorker()).pushManager, applicationServerKey),
    async unsubscribe() {
      const registration =
        "serviceWorker" in navigator
          ? await navigator.serviceWorker.getRegistration("/admin/new-job-leads")
          : undefined;
      await (await registration?.pushManager.getSubscription())?.unsubscribe();
    },
  };
}

/** The switch: Turn on alerts, or Turn off alerts, and one line for what came of it. */
export function alertsSwitch() {
  const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
  const say = (/** @type {string} */ line) => ($("alerts-status").textContent = line);
  /** @typedef {ReturnType<typeof pushOnThisDevice>} Push */

  /** @param {unknown} error @param {typeof alertLines} lines */
  function failedLine(error, lines) {
    if (error instanceof DOMException && error.name === "NotAllowedError") return lines.faceId;
    // The site's own line (a refusal) is said; a browser's error text never is.
    if (error instanceof Error && error.constructor === Error && error.message) return error.message;
    return lines.noSignal;
  }

  /** @param {Calls} calls @param {Push} push @param {typeof alertLines} lines */
  async function turnOn({ call, withFaceId }, push, lines) {
    if (!push.canPush()) return say(push.inIosBrowser() ? lines.iPhoneBrowser : lines.noPush);
    // Asked first, while the tap still counts as the owner's.
    if ((await Notification.requestPermission()) !== "granted") return say(lines.refused);
    say("Turning alerts on…");
    const { applicationServerKey } = await call("/api/owner/alerts", "GET");
    const subscription = await push.subscribe(applicationServerKey).catch(() => undefined);
    if (!subscription) return say(lines.pushFailed);
    await withFaceId("/api/owner/alerts", "PUT", { subscription: subscription.toJSON() });
    return true;
  }

  /** @param {Calls} calls @param {Push} push */
  async function turnOff({ call }, push) {
    say("Turning alerts off…");
    await call("/api/owner/alerts", "DELETE");
    await push.unsubscribe();
    return true;
  }

  /** @param {Calls} calls @param {Push} push @param {typeof alertLines} lines */
  return (calls, push, lines) => {
    const button = $("alerts");
    if (push.inIosBrowser()) say(lines.iPhoneBrowser);
    button.addEventListener("click", () => {
      const on = button.dataset.on === "true";
      (on ? turnOff(calls, push) : turnOn(calls, push, lines))
        .then((changed) => {
          if (changed !== true) return;
          button.dataset.on = String(!on);
          button.textContent = on ? "Turn on alerts" : "Turn off alerts";
          say(on ? lines.off : lines.on);
        })
        .catch((/** @type {unknown} */ error) => say(failedLine(error, lines)));
    });
  };
}
