import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { Tooltip, TooltipProvider } from "./tooltip";

function IconButton() {
  return (
    <TooltipProvider>
      <Tooltip label="Next image">
        <button type="button" aria-label="Next image">
          →
        </button>
      </Tooltip>
    </TooltipProvider>
  );
}

describe("Tooltip", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Radix measures the trigger; jsdom has no ResizeObserver.
    vi.stubGlobal(
      "ResizeObserver",
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("opens after the pointer rests 700 ms, not before", () => {
    render(<IconButton />);
    const button = screen.getByRole("button", { name: "Next image" });
    fireEvent.pointerMove(button, { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(690));
    expect(screen.queryByRole("tooltip")).toBeNull();
    act(() => vi.advanceTimersByTime(20));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Next image");
  });

  it("never opens for a touch", () => {
    render(<IconButton />);
    fireEvent.pointerMove(screen.getByRole("button"), { pointerType: "touch" });
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("shows at once on keyboard focus and closes on Escape, while the control keeps its own name", () => {
    render(<IconButton />);
    const button = screen.getByRole("button", { name: "Next image" });
    act(() => button.focus());
    expect(screen.getByRole("tooltip")).toHaveTextContent("Next image");
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleName("Next image");
  });
});
