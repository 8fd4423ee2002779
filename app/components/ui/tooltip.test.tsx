import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { stubMedia } from "../../../test-support/media";

import { loadTooltipLayer, Tooltip } from "./tooltip";
import { TooltipProvider } from "./tooltip-provider";
import { tooltipMedia } from "./tooltip-shown";

/** Two arrows with tooltips; `tooltips` are the modules' exports, fresh ones for a page with no tooltip code yet. */
function Arrows({ tooltips = { Tooltip, TooltipProvider } }) {
  return (
    <tooltips.TooltipProvider>
      <tooltips.Tooltip label="Previous image">
        <button type="button" aria-label="Previous image">
          ←
        </button>
      </tooltips.Tooltip>
      <tooltips.Tooltip label="Next image">
        <button type="button" aria-label="Next image">
          →
        </button>
      </tooltips.Tooltip>
    </tooltips.TooltipProvider>
  );
}

const button = (name: string) => screen.getByRole("button", { name });

/**
 * Renders and waits until both controls are wrapped by the loaded Radix tooltip. Loading that
 * chunk can take seconds on a busy machine; the timing under test starts only afterwards.
 */
async function renderReady() {
  render(<Arrows />);
  const loaded = { timeout: 10_000 };
  await vi.waitFor(() => expect(button("Next image")).toHaveAttribute("data-state", "closed"), loaded);
  await vi.waitFor(() => expect(button("Previous image")).toHaveAttribute("data-state", "closed"), loaded);
  vi.useFakeTimers();
}

/** `element` matches `:focus-visible`, as a control focused from the keyboard does. */
function focusLooksLikeKeyboard(element: HTMLElement) {
  const matches = element.matches.bind(element);
  vi.spyOn(element, "matches").mockImplementation((selector) => selector === ":focus-visible" || matches(selector));
}

function hover(name: string) {
  fireEvent.pointerMove(button(name), { pointerType: "mouse" });
}

/** The pointer leaves the control and moves on, out of the tooltip's hoverable area. */
function leave(name: string) {
  fireEvent.pointerLeave(button(name), { pointerType: "mouse", clientX: 0, clientY: 0 });
  fireEvent.pointerMove(document.body, { pointerType: "mouse", clientX: 500, clientY: 500 });
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("Tooltip", () => {
  beforeEach(() => {
    // A device with a mouse: the only kind that shows tooltips (tooltip-shown.test.tsx has the others).
    stubMedia((query) => query === tooltipMedia);
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe() {
          this.callback(
            [{ isIntersecting: true } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
        }
        disconnect() {}
      },
    );
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

  it("leaves the control as it is until the tooltip code arrives", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    // Loaded anew: the modules the other tests use keep the tooltip code once it has arrived.
    vi.resetModules();
    const [{ Tooltip }, { TooltipProvider }] = await Promise.all([import("./tooltip"), import("./tooltip-provider")]);
    render(<Arrows tooltips={{ Tooltip, TooltipProvider }} />);
    expect(button("Next image")).not.toHaveAttribute("data-state");
    hover("Next image");
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("opens after the pointer rests 700 ms, not before", async () => {
    await renderReady();
    hover("Next image");
    wait(690);
    expect(screen.queryByRole("tooltip")).toBeNull();
    wait(20);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Next image");
  });

  it("opens the next tooltip at once within 300 ms of the last closing, and waits again after", async () => {
    await renderReady();
    hover("Next image");
    wait(700);
    leave("Next image");
    expect(screen.queryByRole("tooltip")).toBeNull();
    hover("Previous image");
    wait(10);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Previous image");

    leave("Previous image");
    wait(400);
    hover("Next image");
    wait(600);
    expect(screen.queryByRole("tooltip")).toBeNull();
    wait(110);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Next image");
  });

  it("never opens for a touch", async () => {
    await renderReady();
    fireEvent.pointerMove(button("Next image"), { pointerType: "touch" });
    wait(2000);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("does not open on the focus a tap gives the control, and opens on keyboard focus after it has left", async () => {
    await renderReady();
    const next = button("Next image");
    // Chromium can show a ring after a tap; what jsdom says depends on the events before it.
    focusLooksLikeKeyboard(next);
    // A tap: the finger down and up, then the browser's compatibility mousedown focuses the control.
    fireEvent.pointerDown(next, { pointerType: "touch" });
    fireEvent.pointerUp(next, { pointerType: "touch" });
    act(() => next.focus());
    wait(2000);
    expect(screen.queryByRole("tooltip")).toBeNull();
    act(() => next.blur());
    act(() => next.focus());
    expect(screen.getByRole("tooltip")).toHaveTextContent("Next image");
  });

  it("shows at once on keyboard focus and closes on Escape, while the control keeps its own name", async () => {
    await renderReady();
    // Focus from the keyboard matches `:focus-visible`, which jsdom cannot tell inside a focus
    // handler; Chromium does (e2e/galleries.spec.ts, "an arrow reached with Tab").
    const next = button("Next image");
    focusLooksLikeKeyboard(next);
    act(() => next.focus());
    expect(screen.getByRole("tooltip")).toHaveTextContent("Next image");
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).toBeNull();
    expect(button("Next image")).toHaveFocus();
    expect(button("Next image")).toHaveAccessibleName("Next image");
  });

  it("wraps a control drawn once the layer has loaded from its first drawing, so it is never drawn again", async () => {
    await loadTooltipLayer();
    render(<Arrows />);
    const next = button("Next image");
    expect(next).toHaveAttribute("data-state", "closed");
    await act(async () => {});
    expect(button("Next image")).toBe(next);
  });
});
