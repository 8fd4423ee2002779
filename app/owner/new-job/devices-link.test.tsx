import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { devicesAddress, gatewaySessionToken } from "~/owner/publishing/gateway-session";

import { DevicesLink, usePasskeySignedIn } from "./devices-link";
import { words } from "./words";

/** The session's answer, as each test gives it (gateway-session.test.ts reads the real one). */
vi.mock("~/owner/publishing/gateway-session", async (original) => ({
  ...(await original<object>()),
  gatewaySessionToken: vi.fn(),
}));
const session = vi.mocked(gatewaySessionToken);

/** The link as the job page draws it, from the session's answer. */
function Page() {
  return <DevicesLink signedIn={usePasskeySignedIn()} />;
}

/** Draws the link once the session has answered `answer`. */
async function drawnAfter(answer: Promise<string | undefined>) {
  session.mockReturnValue(answer);
  const drawn = render(<Page />);
  await act(() => answer.catch(() => undefined));
  return drawn;
}

describe("the way to the owner's devices", () => {
  it("is offered to a device signed in with its passkey", async () => {
    await drawnAfter(Promise.resolve("t1"));
    expect(screen.getByRole("link", { name: words.yourDevices })).toHaveAttribute("href", devicesAddress);
  });

  it("is not offered to a device not signed in, or where the site has no passkey sign-in", async () => {
    const { unmount } = await drawnAfter(Promise.resolve(undefined));
    expect(screen.queryByRole("link")).toBeNull();
    unmount();
    await drawnAfter(Promise.reject(new Error("Owner sign-in is not set up: SITE_ORIGIN missing.")));
    expect(screen.queryByRole("link")).toBeNull();
  });
});
