import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { signIn, SignInFailure, storedGitHubToken } from "./github-sign-in";

const decapUserKey = "decap-cms-user";
const siteOrigin = "https://www.example.com";
// What editor/page/config.yml holds on Cloudflare Pages (docs/editing.md).
const cloudflareSettings = { base_url: `${siteOrigin}/`, auth_endpoint: "/api/auth" };

type FakePopup = { postMessage: ReturnType<typeof vi.fn>; close: ReturnType<typeof vi.fn>; closed: boolean };

/** A window on the live site whose popups are fakes, receiving the messages a test sends. */
function liveSiteWindow(popup: FakePopup | null) {
  const events = new EventTarget();
  const win = Object.assign(events, {
    location: { hostname: "www.example.com" },
    open: vi.fn((_url: string, _name: string, _features: string) => popup),
    setInterval: (handler: () => void, ms: number) => setInterval(handler, ms),
    clearInterval: (id: number) => clearInterval(id),
  });
  const send = (data: string, origin = siteOrigin) =>
    events.dispatchEvent(new MessageEvent("message", { data, origin }));
  return { win: win as unknown as Window, open: win.open, send };
}

const fakePopup = (): FakePopup => ({ postMessage: vi.fn(), close: vi.fn(), closed: false });
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await Promise.resolve();
  return done;
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe("storedGitHubToken", () => {
  it("reads the token of the site editor's GitHub user, and nothing else", () => {
    expect(storedGitHubToken()).toBeUndefined();
    localStorage.setItem(decapUserKey, JSON.stringify({ token: "gho_abc", backendName: "github", login: "owner" }));
    expect(storedGitHubToken()).toBe("gho_abc");
    localStorage.setItem(decapUserKey, JSON.stringify({ token: "abc", backendName: "git-gateway" }));
    expect(storedGitHubToken()).toBeUndefined();
    localStorage.setItem(decapUserKey, "{not json");
    expect(storedGitHubToken()).toBeUndefined();
  });
});

describe("signIn", () => {
  it("does Decap's handshake with the sign-in origin and stores the user where Decap reads it", async () => {
    const popup = fakePopup();
    const { win, open, send } = liveSiteWindow(popup);

    const signingIn = signIn(cloudflareSettings, win);
    send("authorizing:github", "https://elsewhere.example");
    send(
      `authorization:github:success:${JSON.stringify({ token: "gho_stolen", provider: "github" })}`,
      "https://elsewhere.example",
    );
    expect(popup.postMessage).not.toHaveBeenCalled();
    expect(await settled(signingIn)).toBe(false);
    send("authorizing:github");
    send(`authorization:github:success:${JSON.stringify({ token: "gho_new", provider: "github" })}`);

    await expect(signingIn).resolves.toBe("gho_new");
    expect(open).toHaveBeenCalledWith(
      `${siteOrigin}/api/auth?provider=github&site_id=www.example.com&scope=repo`,
      expect.any(String),
      expect.any(String),
    );
    expect(popup.postMessage).toHaveBeenCalledWith("authorizing:github", siteOrigin);
    expect(popup.close).toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(decapUserKey)!)).toEqual({ token: "gho_new", backendName: "github" });
    expect(storedGitHubToken()).toBe("gho_new");
  });

  it("opens Netlify's sign-in when the settings name no other", async () => {
    const { win, open, send } = liveSiteWindow(fakePopup());

    const signingIn = signIn({}, win);
    send(`authorization:github:success:${JSON.stringify({ token: "gho_n" })}`, "https://api.netlify.com");

    await expect(signingIn).resolves.toBe("gho_n");
    expect(open.mock.calls[0]![0]).toBe(
      "https://api.netlify.com/auth?provider=github&site_id=www.example.com&scope=repo",
    );
  });

  it("fails as refused with GitHub's reason, storing nothing", async () => {
    const popup = fakePopup();
    const { win, send } = liveSiteWindow(popup);

    const signingIn = signIn(cloudflareSettings, win);
    send(`authorization:github:error:${JSON.stringify({ message: "Sign-in expired; try again." })}`);

    const failure = await signingIn.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SignInFailure);
    expect(failure).toMatchObject({ kind: "refused", message: expect.stringContaining("Sign-in expired") });
    expect(popup.close).toHaveBeenCalled();
    expect(localStorage.getItem(decapUserKey)).toBeNull();
  });

  it("fails as blocked when no popup opens, and as closed when the owner closes it", async () => {
    await expect(signIn(cloudflareSettings, liveSiteWindow(null).win)).rejects.toMatchObject({ kind: "popup-blocked" });

    vi.useFakeTimers();
    const popup = fakePopup();
    const signingIn = signIn(cloudflareSettings, liveSiteWindow(popup).win);
    const failure = signingIn.catch((error: unknown) => error);
    popup.closed = true;
    vi.advanceTimersByTime(1000);

    expect(await failure).toMatchObject({ kind: "closed" });
  });
});
