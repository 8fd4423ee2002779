/**
 * The GitHub sign-in the site editor (Decap CMS) already has, shared with the phone's job page:
 * Decap keeps its user in localStorage under `decap-cms-user` as JSON with `token` and
 * `backendName`, and signs in through a popup with Netlify's `postMessage` handshake (or the
 * site's own functions/api/auth on Cloudflare Pages). Signing in here stores the user where
 * Decap reads it, so the site editor in the same browser is signed in too, and the reverse.
 * Why: docs/decisions/112-jobs-published-in-one-commit.md.
 */
import { readStored, writeStored } from "../../lib/safe-storage";

const storageKey = "decap-cms-user";
const provider = "github";

/** The `backend` settings of editor/page/config.yml that sign-in reads. */
export type SignInSettings = { base_url?: string; auth_endpoint?: string; site_domain?: string };

export type SignInFailureKind = "popup-blocked" | "closed" | "refused";

/** Why sign-in did not finish, as data: the page words it. */
export class SignInFailure extends Error {
  constructor(
    readonly kind: SignInFailureKind,
    detail?: string,
  ) {
    super(`GitHub sign-in did not finish: ${kind}${detail ? `: ${detail}` : ""}`);
    this.name = "SignInFailure";
  }
}

/** The token the site editor signed in with, when it signed in with GitHub. */
export function storedGitHubToken(): string | undefined {
  try {
    const user = JSON.parse(readStored(storageKey) ?? "null") as { token?: unknown; backendName?: unknown } | null;
    return user?.backendName === provider && typeof user.token === "string" && user.token ? user.token : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Stores the token as Decap's user. Decap asks GitHub for the rest of the user (name, avatar)
 * when it next starts, and keeps what it learns there.
 */
function storeGitHubToken(token: string): void {
  writeStored(storageKey, JSON.stringify({ token, backendName: provider }));
}

/** Decap's own reading of the settings (its NetlifyAuthenticator), so both open the same page. */
function signInAddress(settings: SignInSettings, host: string): { origin: string; url: string } {
  const origin = (settings.base_url ?? "https://api.netlify.com").replace(/\/+$/, "");
  const endpoint = (settings.auth_endpoint ?? "auth").replace(/^\/+/, "");
  const siteId = host === "localhost" ? "demo.decapcms.org" : (settings.site_domain ?? host);
  return { origin, url: `${origin}/${endpoint}?provider=${provider}&site_id=${siteId}&scope=repo` };
}

/** The token carried by a finished handshake's message, or the reason it failed. */
function handshakeResult(data: string): { token: string } | { error: string } | undefined {
  const success = `authorization:${provider}:success:`;
  const error = `authorization:${provider}:error:`;
  const payload = (prefix: string) => {
    try {
      return JSON.parse(data.slice(prefix.length)) as { token?: unknown; message?: unknown };
    } catch {
      return {};
    }
  };
  if (data.startsWith(success)) {
    const { token } = payload(success);
    return typeof token === "string" && token ? { token } : { error: "no token in the answer" };
  }
  if (data.startsWith(error)) {
    const { message } = payload(error);
    return { error: typeof message === "string" ? message : "GitHub refused the sign-in" };
  }
  return undefined;
}

/**
 * Opens the sign-in popup, answers its `authorizing:github` with the same message (Decap's
 * handshake), and resolves with the token once `authorization:github:success:{...}` arrives from
 * the sign-in origin, storing it for the site editor too.
 */
export function signIn(settings: SignInSettings, win: Window = window): Promise<string> {
  const { origin, url } = signInAddress(settings, win.location.hostname);
  const popup = win.open(url, "Netlify Authorization", "width=960, height=600");
  if (!popup) return Promise.reject(new SignInFailure("popup-blocked"));
  return new Promise((resolve, reject) => {
    const finish = (outcome: () => void) => {
      win.removeEventListener("message", receive);
      win.clearInterval(watch);
      outcome();
    };
    // A popup closed before the handshake ends sends nothing: the page would wait for ever.
    const watch = win.setInterval(() => {
      if (popup.closed) finish(() => reject(new SignInFailure("closed")));
    }, 500);
    function receive(event: MessageEvent) {
      if (event.origin !== origin || typeof event.data !== "string") return;
      if (event.data === `authorizing:${provider}`) return popup!.postMessage(event.data, event.origin);
      const result = handshakeResult(event.data);
      if (!result) return;
      popup!.close();
      if ("token" in result) {
        storeGitHubToken(result.token);
        finish(() => resolve(result.token));
      } else finish(() => reject(new SignInFailure("refused", result.error)));
    }
    win.addEventListener("message", receive);
  });
}
