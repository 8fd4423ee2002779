// @ts-check
/**
 * The sign-in page's script, run in the owner's browser. It is written here as a function so
 * that it is linted and type-checked like the rest; sign-in-page.mjs sends its source inline,
 * with a nonce, so the page needs no other request before its button works.
 */

/**
 * WebAuthn's binary fields to and from the base64url JSON the server reads, where the browser
 * lacks `toJSON` (Safari before 18.4).
 */
export function webAuthnJson() {
  const toBase64Url = (/** @type {ArrayBuffer} */ buffer) =>
    btoa(String.fromCharCode(...new Uint8Array(buffer)))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
  const fromBase64Url = (/** @type {string} */ text) =>
    Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (char) => char.charCodeAt(0));

  /** The browser's answer in the JSON form the server reads (toJSON where the browser has it). @param {any} credential */
  function credentialJson(credential) {
    if (typeof credential.toJSON === "function") return credential.toJSON();
    const response = credential.response;
    /** @type {Record<string, unknown>} */
    const json = { clientDataJSON: toBase64Url(response.clientDataJSON) };
    if (response.attestationObject) {
      json.attestationObject = toBase64Url(response.attestationObject);
      json.transports = response.getTransports?.() ?? [];
    } else {
      json.authenticatorData = toBase64Url(response.authenticatorData);
      json.signature = toBase64Url(response.signature);
      if (response.userHandle) json.userHandle = toBase64Url(response.userHandle);
    }
    const rawId = toBase64Url(credential.rawId);
    return {
      id: rawId,
      rawId,
      type: credential.type,
      response: json,
      clientExtensionResults: {},
      authenticatorAttachment: credential.authenticatorAttachment,
    };
  }

  /** @param {any} options */
  function creationOptions(options) {
    const exclude = (options.excludeCredentials ?? []).map((/** @type {any} */ key) => ({
      ...key,
      id: fromBase64Url(key.id),
    }));
    return {
      ...options,
      challenge: fromBase64Url(options.challenge),
      user: { ...options.user, id: fromBase64Url(options.user.id) },
      excludeCredentials: exclude,
    };
  }

  return { credentialJson, creationOptions, fromBase64Url };
}

/**
 * @param {{ returnTo: string, header: [string, string] }} page
 * @param {ReturnType<typeof webAuthnJson>} json
 */
export function signInPageScript(page, { credentialJson, creationOptions, fromBase64Url }) {
  const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
  const status = $("status");
  const say = (/** @type {string} */ line) => (status.textContent = line);
  /** @param {string} path @param {string} method @param {unknown} [body] */
  async function call(path, method = "POST", body) {
    const headers = { "Content-Type": "application/json", [page.header[0]]: page.header[1] };
    const answer = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const data = await answer.json().catch(() => ({}));
    if (!answer.ok) throw new Error(data.message || `The site answered ${answer.status}.`);
    return data;
  }

  /** @param {() => Promise<void>} step */
  const run = (step) => () =>
    step().catch((/** @type {unknown} */ error) =>
      say(
        error instanceof DOMException && error.name === "NotAllowedError"
          ? "Nothing was signed: try again when ready."
          : String(error instanceof Error ? error.message : error),
      ),
    );

  const invite = new URLSearchParams(location.hash.slice(1)).get("invite");
  if (invite) {
    $("enrol").hidden = false;
    $("sign-in").hidden = true;
    $("enrol-form").addEventListener("submit", (event) => {
      event.preventDefault();
      run(async () => {
        say("Follow your phone's Face ID, fingerprint or PIN step…");
        const options = await call("/api/owner/enrol/options", "POST", { invite });
        const credential = await navigator.credentials.create({ publicKey: creationOptions(options) });
        const name = /** @type {HTMLInputElement} */ ($("device-name")).value;
        await call("/api/owner/enrol", "POST", { invite, name, response: credentialJson(credential) });
        history.replaceState(null, "", location.pathname + location.search);
        location.assign(page.returnTo);
      })();
    });
  }
  $("sign-in-button").addEventListener(
    "click",
    run(async () => {
      say("Follow your phone's Face ID, fingerprint or PIN step…");
      const options = await call("/api/owner/sign-in/options", "POST", {});
      const publicKey = { ...options, challenge: fromBase64Url(options.challenge), allowCredentials: [] };
      const credential = await navigator.credentials.get({ publicKey });
      await call("/api/owner/sign-in", "POST", { response: credentialJson(credential) });
      location.assign(page.returnTo);
    }),
  );
  if (!window.PublicKeyCredential) say("This browser cannot use passkeys: open the link in Safari or Chrome.");
}
