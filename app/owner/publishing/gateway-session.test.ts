import { describe, expect, it, vi } from "vitest";

import { gatewaySessionToken, signInAddress } from "./gateway-session";
import { requestLimits } from "./timed-fetch";

describe("the passkey session on the job page", () => {
  it("reads the session's gateway token, and nothing when not signed in", async () => {
    const signedIn = vi.fn(async () => Response.json({ device: "Phone", token: "t1" }));
    expect(await gatewaySessionToken(signedIn)).toBe("t1");
    expect(signedIn).toHaveBeenCalledWith(
      "/api/owner/session",
      expect.objectContaining({ cache: "no-store", credentials: "same-origin" }),
    );
    expect(
      await gatewaySessionToken(async () => Response.json({ message: "Sign in first." }, { status: 401 })),
    ).toBeUndefined();
  });

  it("passes on the function's one line when it cannot answer", async () => {
    const notSetUp = async () =>
      Response.json({ message: "Owner sign-in is not set up: SITE_ORIGIN missing." }, { status: 503 });
    await expect(gatewaySessionToken(notSetUp)).rejects.toThrow("Owner sign-in is not set up: SITE_ORIGIN missing.");
  });

  it("waits no more than its limit for an answer, and a function failing for now is a wait, not a refusal", async () => {
    vi.useFakeTimers();
    try {
      const noAnswer = vi.fn(
        (_input: RequestInfo | URL, _init?: RequestInit) => new Promise<Response>(() => undefined),
      );
      const asked = gatewaySessionToken(noAnswer).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(requestLimits.small);
      expect(await asked).toMatchObject({ name: "PublishFailure", kind: "network" });
    } finally {
      vi.useRealTimers();
    }
    const failing = async () => Response.json({ message: "Bad gateway" }, { status: 502 });
    await expect(gatewaySessionToken(failing)).rejects.toMatchObject({ kind: "network", status: 502 });
  });

  it("comes back to the page that sent the owner to sign in", () => {
    expect(signInAddress("/admin/new-job")).toBe("/api/owner/sign-in?return=%2Fadmin%2Fnew-job");
  });
});
