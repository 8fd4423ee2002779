import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { HomeScreenNote } from "./home-screen-note";
import { words } from "./words";

/** The browser as iOS WebKit says it is: in a Safari tab (false), the home-screen app (true), or not iOS (absent). */
function onIos(standalone: boolean | undefined) {
  vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { standalone }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const note = () => screen.queryByRole("note");

describe("the note on keeping the page as an app", () => {
  it("is said once in Safari on an iPhone: read, it is not said again", async () => {
    onIos(false);
    const { unmount } = render(<HomeScreenNote signedIn />);
    expect(note()).toHaveTextContent(words.homeScreen);
    await userEvent.click(screen.getByRole("button", { name: words.homeScreenRead }));
    expect(note()).toBeNull();
    unmount();
    render(<HomeScreenNote signedIn />);
    expect(note()).toBeNull();
  });

  it("is not said in the home-screen app, off iOS, or without the passkey sign-in", () => {
    for (const [standalone, signedIn] of [
      [true, true],
      [undefined, true],
      [false, false],
    ] as const) {
      onIos(standalone);
      const { unmount } = render(<HomeScreenNote signedIn={signedIn} />);
      expect(note()).toBeNull();
      unmount();
    }
  });
});
