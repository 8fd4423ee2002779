import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";

import { PlaceMover } from "./job-change-form";
import { words } from "./words";

function Held({ count }: { count: number }) {
  const [position, setPosition] = useState(count - 2);
  return <PlaceMover position={position} count={count} onMove={setPosition} />;
}

describe("moving a job already in its gallery", () => {
  it("keeps focus on Move down at the end of the list, says it cannot go further, and stays where it is", async () => {
    const user = userEvent.setup();
    render(<Held count={3} />);
    const down = screen.getByRole("button", { name: words.moveDown });
    down.focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("status")).toHaveTextContent(words.position(3, 3));
    expect(down).toHaveFocus();
    expect(down).toHaveAttribute("aria-disabled", "true");
    expect(down).not.toBeDisabled();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("status")).toHaveTextContent(words.position(3, 3));
    expect(down).toHaveFocus();
  });
});
