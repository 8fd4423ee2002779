// @ts-check
/**
 * The devices page's script, run in the owner's browser (devices-page.mjs sends its source
 * inline, with a nonce). Written here as a function so that it is linted and type-checked.
 */

/** @param {{ header: [string, string] }} page */
export function devicesPageScript(page) {
  const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
  const say = (/** @type {string} */ line) => ($("status").textContent = line);
  /** @param {string} path @param {string} method */
  async function call(path, method) {
    const answer = await fetch(path, { method, headers: { [page.header[0]]: page.header[1] } });
    const data = await answer.json().catch(() => ({}));
    if (!answer.ok) throw new Error(data.message || `The site answered ${answer.status}.`);
    return data;
  }
  const failed = (/** @type {unknown} */ error) => say(error instanceof Error ? error.message : String(error));

  let link = "";
  $("add-device").addEventListener("click", () => {
    say("Making a link…");
    call("/api/owner/devices/invite", "POST")
      .then((/** @type {{ link: string, expires: number, qrCode: string }} */ invite) => {
        link = invite.link;
        /** @type {HTMLImageElement} */ ($("invite-qr")).src = invite.qrCode;
        $("invite-link").textContent = invite.link;
        const until = new Date(invite.expires).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });
        $("invite-expires").textContent = `It works once, until ${until}.`;
        $("invite").hidden = false;
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
        ? navigator.share({ title: "Set up this device to edit the site", url: link })
        : navigator.clipboard.writeText(link).then(() => say("The link is copied."));
    sent.catch((/** @type {unknown} */ error) => {
      if (!(error instanceof DOMException && error.name === "AbortError")) failed(error);
    });
  });

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
          : `“${name}” is signed out on its next step, and its Face ID or fingerprint no longer signs in to the site.`;
      $("confirm-remove").textContent = `Remove “${name}”`;
      dialog.showModal();
    });
  $("keep-device").addEventListener("click", () => dialog.close());
  $("confirm-remove").addEventListener("click", () => {
    dialog.close();
    say("Removing…");
    call(`/api/owner/devices/${encodeURIComponent(removing)}`, "DELETE")
      .then(() => {
        const button = document.querySelector(`button[data-remove="${CSS.escape(removing)}"]`);
        if (button?.getAttribute("data-current") === "true") return location.reload();
        const name = button?.getAttribute("data-name") ?? "";
        button?.closest("li")?.remove();
        $("devices-title").focus();
        say(`“${name}” is removed: it can no longer sign in.`);
      })
      .catch(failed);
  });
}
