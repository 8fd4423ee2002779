// @vitest-environment node
import { describe, expect, it, vi } from "vitest";

import { authorizeRedirect, callbackResponse } from "./github-oauth.mjs";

const site = "https://www.example.com";
const callback = (query: string, cookie = "editor_oauth_state=s1") =>
  new Request(`${site}/api/auth/callback?${query}`, { headers: { Cookie: cookie } });

describe("GitHub sign-in for the site editor", () => {
  it("sends the owner to GitHub with this site's callback and a state it remembers", () => {
    const response = authorizeRedirect({
      requestUrl: `${site}/api/auth?provider=github&scope=repo`,
      clientId: "id1",
      state: "s1",
    });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location") ?? "");
    expect(location.origin + location.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: "id1",
      redirect_uri: `${site}/api/auth/callback`,
      scope: "repo",
      state: "s1",
    });
    expect(response.headers.get("Set-Cookie")).toMatch(/^editor_oauth_state=s1;.*HttpOnly; Secure/);
  });

  it("swaps the code for a token and hands it only to the site's own window", async () => {
    const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      Response.json({ access_token: "gho_abc" }),
    );
    const response = await callbackResponse({
      request: callback("code=c1&state=s1"),
      clientId: "id1",
      clientSecret: "sec",
      nonce: "n1",
      fetch,
    });
    expect(fetch).toHaveBeenCalledWith(
      "https://github.com/login/oauth/access_token",
      expect.objectContaining({ method: "POST" }),
    );
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      client_id: "id1",
      client_secret: "sec",
      code: "c1",
    });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(
      JSON.stringify(`authorization:github:success:${JSON.stringify({ token: "gho_abc", provider: "github" })}`),
    );
    expect(html).toContain(`var origin = "${site}"`);
    expect(html).not.toContain('"*"');
    expect(response.headers.get("Content-Security-Policy")).toBe(
      "default-src 'none'; script-src 'nonce-n1'; base-uri 'none'; frame-ancestors 'none'",
    );
    expect(html).toContain('<script nonce="n1">');
  });

  it("refuses a callback whose state does not match, without asking GitHub", async () => {
    const fetch = vi.fn();
    const response = await callbackResponse({
      request: callback("code=c1&state=other"),
      clientId: "id1",
      clientSecret: "sec",
      nonce: "n1",
      fetch,
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(response.status).toBe(401);
    expect(await response.text()).toContain("authorization:github:error:");
  });

  it("passes GitHub's refusal on as an error", async () => {
    const fetch = vi.fn(async () =>
      Response.json({ error: "bad_verification_code", error_description: "The code passed is incorrect </script>" }),
    );
    const response = await callbackResponse({
      request: callback("code=c1&state=s1"),
      clientId: "id1",
      clientSecret: "sec",
      nonce: "n1",
      fetch,
    });
    const html = await response.text();
    expect(response.status).toBe(401);
    expect(html).toContain("The code passed is incorrect \\u003c/script>");
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
