// @ts-check
/**
 * The devices page's script, run in the owner's browser (devices-page.mjs sends its source
 * inline, with a nonce, and each helper's beside it). Written here as functions so that they
 * are linted and type-checked.
 */

/** @typedef {ReturnType<typeof import("./sign-in-page-script.mjs").webAuthnJson>} WebAuthnJson */

/**
 * The page's requests: `call` answers the data or throws the site's line; `withFaceId` makes a
 * change to who can sign in, answering the site's request for a fresh Face ID (a 403 with the
 * options of a passkey answer) with this device's passkey, then asking again; `confirm` asks for
 * a fresh Face ID by itself, before a publish that needs one.
 */
export function faceIdCalls() {
  /**
   * @param {[string, string]} header @param {(line: string) => void} say @param {WebAuthnJson} json
   */
  return (header, say, { credentialJson, fromBase64Url }) => {
    /** @param {string} path @param {string} method @param {unknown} [body] */
    async function ask(path, method, body) {
      const headers = { "Content-Type": "application/json", [header[0]]: header[1] };
      // A request that hangs on a weak signal ends, so the page can say so (decision 184).
      const answer = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      return { status: answer.status, data: await answer.json().catch(() => ({})) };
    }
    /** @param {{ status: number, data: any }} answer */
    function checked({ status, data }) {
      if (status >= 400) throw new Error(data.message || `The site answered ${status}.`);
      return data;
    }
    /** @param {string} path @param {string} method */
    const call = async (path, method) => checked(await ask(path, method));
    /** Answers a sign-in's options with this device's passkey, for a fresh Face ID. @param {any} options */
    async function answerFaceId(options) {
      say("Confirm it's you with Face ID, fingerprint or PIN…");
      const publicKey = { ...options, challenge: fromBase64Url(options.challenge), allowCredentials: [] };
      const credential = await navigator.credentials.get({ publicKey });
      return checked(await ask("/api/owner/face-id", "POST", { response: credentialJson(credential) }));
    }
    /** @param {string} path @param {string} method @param {unknown} [body] */
    async function withFaceId(path, method, body) {
      const first = await ask(path, method, body);
      if (first.status !== 403 || !first.data.faceId) return checked(first);
      await answerFaceId(first.data.faceId);
      return checked(await ask(path, method, body));
    }
    /** A fresh Face ID by itself, for a publish that needs one (guarded-fields.mjs). */
    const confirm = async () => answerFaceId(await call("/api/owner/sign-in/options", "POST"));
    /** What a failure leaves on the page: the site's line, or why nothing changed. @param {unknown} error */
    const failed = (error) =>
      say(
        error instanceof DOMException && error.name === "NotAllowedError"
          ? "Face ID was not confirmed, so nothing changed: tap again when ready."
          : String(error instanceof Error ? error.message : error),
      );
    return { call, withFaceId, confirm, failed };
  };
}

/** The list of links not used yet: one added as the page lists them, and Cancel on each. */
export function pendingLinks() {
  const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
  const refresh = () => ($("pending").hidden = !$("pending-list").children.length);
  /** @param {string} id @param {string} until @param {string} maker */
  function add(id, until, maker) {
    const item = document.createElement("li");
    item.appendChild(document.createElement("strong")).textContent = `A link from ${maker}`;
    const when = item.appendChild(document.createElement("span"));
    when.className = "added";
    when.textContent = `Works once, until ${until}`;
    const cancel = item.appendChild(document.createElement("button"));
    Object.assign(cancel, { type: "button", className: "quiet", textContent: "Cancel" });
    cancel.dataset.cancel = id;
    const hidden = cancel.appendChild(document.createElement("span"));
    hidden.className = "hidden";
    hidden.textContent = ` the link from ${maker}`;
    $("pending-list").append(item);
    refresh();
  }
  /** @param {(id: string) => Promise<unknown>} cancel */
  function onCancel(cancel) {
    $("pending-list").addEventListener("click", (event) => {
      const button = /** @type {HTMLElement} */ (event.target).closest("button[data-cancel]");
      if (button instanceof HTMLElement)
        cancel(button.dataset.cancel ?? "").then(() => {
          button.closest("li")?.remove();
          refresh();
        });
    });
  }
  /** Drops the links of a removed device. @param {string} device */
  function dropLinksOf(device) {
    for (const item of document.querySelectorAll(`li[data-by="${CSS.escape(device)}"]`)) item.remove();
    refresh();
  }
  return { add, onCancel, dropLinksOf };
}

/**
 * @param {{ header: [string, string], thisDevice: string, alertLines: typeof import("./alerts-switch-script.mjs").alertLines }} page
 * @param {WebAuthnJson} json
 * @param {ReturnType<typeof faceIdCalls>} calls
 * @param {ReturnType<typeof pendingLinks>} links
 * @param {ReturnType<typeof removalDialog>} removal
 * @param {ReturnType<typeof import("./alerts-switch-script.mjs").alertsSwitch>} alerts
 * @param {ReturnType<typeof import("./alerts-switch-script.mjs").pushOnThisDevice>} push
 */
export function devicesPageScript(page, json, calls, links, removal, alerts, push) {
  const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
  const say = (/** @type {string} */ line) => ($("status").textContent = line);
  const { call, withFaceId, confirm, failed } = calls(page.header, say, json);
  $("confirm-face-id").addEventListener("click", () => {
    confirm()
      .then(() => say("Confirmed: publish your change in the site editor within five minutes."))
      .catch(failed);
  });
  // Every session of this device ends (its generation raised), so the page comes back signed out.
  $("sign-out").addEventListener("click", () => {
    say("Signing out…");
    call("/api/owner/sign-out", "POST")
      .then(() => location.reload())
      .catch(failed);
  });

  let link = { id: "", address: "" };
  $("add-device").addEventListener("click", () => {
    say("Making a link…");
    withFaceId("/api/owner/devices/invite", "POST")
      .then((/** @type {{ id: string, link: string, expires: number, qrCode: string }} */ invite) => {
        link = { id: invite.id, address: invite.link };
        /** @type {HTMLImageElement} */ ($("invite-qr")).src = invite.qrCode;
        $("invite-link").textContent = invite.link;
        const until = new Date(invite.expires).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });
        $("invite-expires").textContent = `It works once, until ${until}.`;
        $("invite").hidden = false;
        links.add(invite.id, until, page.thisDevice);
        say("The link is ready: open it on the other device.");
        $("invite-title").scrollIntoView({ block: "start" });
      })
      .catch(failed);
  });
  const share = $("share-link");
  if (typeof navigator.share === "function") share.textContent = "Send the link";
  share.addEventListener("click", () => {
    const sent =
      typeof navigator.share === "function"
        ? navigator.share({ title: "Set up this device to edit the site", url: link.address })
        : navigator.clipboard.writeText(link.address).then(() => say("The link is copied."));
    sent.catch((/** @type {unknown} */ error) => {
      if (!(error instanceof DOMException && error.name === "AbortError")) failed(error);
    });
  });
  links.onCancel((id) => {
    say("Cancelling the link…");
    return call(`/api/owner/invites/${encodeURIComponent(id)}`, "DELETE").then(() => {
      if (link.id === id) $("invite").hidden = true;
      say("The link is cancelled: it no longer works.");
    }, failed);
  });
  removal(withFaceId, failed, say, links);
  alerts(
    calls(page.header, (line) => ($("alerts-status").textContent = line), json),
    push,
    page.alertLines,
  );
}

/** Remove, after a confirmation naming the device. */
export function removalDialog() {
  /**
   * @param {(path: string, method: string) => Promise<unknown>} withFaceId @param {(error: unknown) => void} failed
   * @param {(line: string) => void} say @param {ReturnType<typeof pendingLinks>} links
   */
  return (withFaceId, failed, say, links) => {
    const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
    const dialog = /** @type {HTMLDialogElement} */ ($("remove-dialog"));
    let removing = "";
    for (const button of document.querySelectorAll("button[data-remove]"))
      button.addEventListener("click", () => {
        const { remove = "", name = "", current } = /** @type {HTMLElement} */ (button).dataset;
        removing = remove;
        $("remove-title").textContent = `Remove “${name}”?`;
        $("remove-text").textContent =
          current === "true"
            ? "This device is signed out at once, and its Face ID or fingerprint no longer signs in to the site."
            : `“${name}” is signed out on its next step, its links not used yet stop working, and its Face ID or fingerprint no longer signs in to the site.`;
        $("confirm-remove").textContent = `Remove “${name}”`;
        dialog.showModal();
      });
    $("keep-device").addEventListener("click", () => dialog.close());
    $("confirm-remove").addEventListener("click", () => {
      dialog.close();
      say("Removing…");
      withFaceId(`/api/owner/devices/${encodeURIComponent(removing)}`, "DELETE")
        .then(() => {
          const button = document.querySelector(`button[data-remove="${CSS.escape(removing)}"]`);
          if (button?.getAttribute("data-current") === "true") return location.reload();
          const name = button?.getAttribute("data-name") ?? "";
          button?.closest("li")?.remove();
          links.dropLinksOf(removing);
          $("devices-title").focus();
          say(`“${name}” is removed: it can no longer sign in.`);
        })
        .catch(failed);
    });
  };
}
