import { describe, expect, it, vi } from "vitest";

import { gatewaySessionToken, signInAddress } from "./gateway-session";

describe("the passkey session on the job page", () => {
  it("reads the session's gateway token, and nothing when not signed in", async () => {
    const signedIn = vi.fn(async () => Response.json({ device: "Phone", token: "t1" }));
    expect(await gatewaySessionToken(signedIn)).toBe("t1");
    expect(signedIn).toHaveBeenCalledWith("/api/owner/session", { cache: "no-store", credentials: "same-origin" });
    expect(
      await gatewaySessionToken(async () => Response.json({ message: "Sign in first." }, { status: 401 })),
    ).toBeUndefined();
  });

  it("passes on the function's one line when it cannot answer", async () => {
    const notSetUp = async () =>
      Response.json({ message: "Owner sign-in is not set up: SITE_ORIGIN missing." }, { status: 503 });
    await expect(gatewaySessionToken(notSetUp)).rejects.toThrow("Owner sign-in is not set up: SITE_ORIGIN missing.");
  });

  it("comes back to the page that sent the owner to sign in", () => {
    expect(signInAddress("/admin/new-job")).toBe("/api/owner/sign-in?return=%2Fadmin%2Fnew-job");
  });
});
