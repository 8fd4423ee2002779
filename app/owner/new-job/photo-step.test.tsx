import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { preparePhoto } from "~/owner/photo-preparation/prepare-photo";

import { ShotPicker } from "./photo-step";
import { words } from "./words";

vi.mock("~/owner/photo-preparation/prepare-photo", async (original) => ({
  ...(await original<object>()),
  preparePhoto: vi.fn(),
}));

describe("a photo the phone cannot prepare", () => {
  it("ends the preparing with one line beside the photo, whatever the error", async () => {
    vi.mocked(preparePhoto).mockRejectedValue(new Error("this browser cannot draw pictures (no 2D canvas)"));
    const user = userEvent.setup();
    render(<ShotPicker shot="photo" onPrepared={() => undefined} />);
    const picked = new File([new Uint8Array([0xff, 0xd8])], "IMG_0412.JPG", { type: "image/jpeg" });
    await user.upload(screen.getByLabelText(words.choosePhoto), picked);
    expect(await screen.findByText(words.notPrepared("IMG_0412.JPG"))).toBeVisible();
    expect(screen.queryByText(words.preparing("IMG_0412.JPG"))).not.toBeInTheDocument();
    expect(screen.getByRole("group", { name: words.shots.photo })).toHaveAccessibleDescription(
      words.notPrepared("IMG_0412.JPG"),
    );
  });
});
