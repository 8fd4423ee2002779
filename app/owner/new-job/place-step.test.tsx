import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";

import { PlaceStep } from "./place-step";
import { words } from "./words";

const captions = ["Resin driveway, Marlow", "Patio, Amersham"];

function Held() {
  const [position, setPosition] = useState(0);
  return (
    <PlaceStep
      jobs={captions.map((caption) => ({ caption }))}
      job={{ caption: "New patio, Beaconsfield" }}
      position={position}
      onMove={setPosition}
    />
  );
}

describe("moving the new job in its gallery", () => {
  it("keeps focus on the move, to the end of the list, and says the job's new place", async () => {
    const user = userEvent.setup();
    render(<Held />);
    const down = screen.getByRole("button", { name: words.moveDown });
    down.focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: words.moveDown })).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent(words.position(2, 3));
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: words.moveDown })).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent(words.position(3, 3));
    // At the end, it says it cannot go further rather than leaving the page.
    expect(screen.getByRole("button", { name: words.moveDown })).toHaveAttribute("aria-disabled", "true");
    await user.keyboard("{Enter}");
    expect(screen.getByRole("status")).toHaveTextContent(words.position(3, 3));
  });
});
