import { act, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { stubObserver } from "../../../test-support/intersection-observer";
import { stubMedia } from "../../../test-support/media";

import { loadTooltipLayerWhereShown, Tooltip } from "./tooltip";
import { tooltipMedia } from "./tooltip-shown";

// Radix's layer stood in for, counting each time its module is fetched.
const layer = vi.hoisted(() => ({ fetched: 0 }));
vi.mock("./tooltip-layer", () => {
  layer.fetched += 1;
  return {
    TooltipLayer: ({ children }: { children: ReactElement }) => <span data-testid="tooltip-layer">{children}</span>,
  };
});

function NextArrow() {
  return (
    <Tooltip label="Next image">
      <button type="button" aria-label="Next image">
        →
      </button>
    </Tooltip>
  );
}

/** Draws the arrow and brings it near the screen. */
async function renderNear() {
  const observers = stubObserver();
  render(<NextArrow />);
  act(() => {
    for (const observer of observers) observer.callback([{ isIntersecting: true }]);
  });
  await act(async () => {});
}

describe("a tooltip where no pointer can hover", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("fetches no tooltip code, near the screen or asked for by the galleries, and leaves the control on its own", async () => {
    stubMedia(() => false);
    await renderNear();
    await expect(loadTooltipLayerWhereShown()).resolves.toBeUndefined();
    expect(layer.fetched).toBe(0);
    expect(screen.queryByTestId("tooltip-layer")).toBeNull();
    expect(screen.getByRole("button", { name: "Next image" })).toBeVisible();
  });

  it("fetches it once a pointer that can hover is connected, and wraps the control", async () => {
    const device = stubMedia(() => false);
    await renderNear();
    // A mouse connected: a pointer that can hover.
    act(() => device.change((query) => query === tooltipMedia));
    const wrapped = await screen.findByTestId("tooltip-layer");
    expect(wrapped).toContainElement(screen.getByRole("button", { name: "Next image" }));
    expect(layer.fetched).toBe(1);
  });
});
