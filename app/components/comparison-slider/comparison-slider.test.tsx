import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import carouselContent from "@content/carousel.yml";

import { ComparisonSlider } from "./comparison-slider";
import { HydrationProvider } from "~/hooks/use-hydrated";

function Comparison() {
  return (
    <div style={{ position: "relative" }}>
      <ComparisonSlider
        beforeLabel="Before"
        afterLabel="After"
        caption="Block paving, Marlow"
        before={<img src="/before.jpg" alt="Before cleaning" />}
        after={<img src="/after.jpg" alt="After cleaning" />}
      />
    </div>
  );
}

/** The divider's name and value text, as the owner wrote them in content/carousel.yml. */
const copy = carouselContent.comparison;

const slider = () => screen.getByRole("slider", { name: copy.sliderLabel("Block paving, Marlow") });
const beforeLayer = () => screen.getByAltText("Before cleaning").parentElement!;

describe("ComparisonSlider", () => {
  it("is a slider from 0 to 100 that starts halfway and says what each side shows", () => {
    render(<Comparison />);
    expect(slider()).toHaveAttribute("aria-valuemin", "0");
    expect(slider()).toHaveAttribute("aria-valuemax", "100");
    expect(slider()).toHaveAttribute("aria-valuenow", "50");
    expect(slider()).toHaveAttribute("aria-valuetext", copy.valueText(50, 50));
    expect(screen.getByText("Before")).toBeInTheDocument();
    expect(screen.getByText("After")).toBeInTheDocument();
    expect(beforeLayer().style.clipPath).toBe("inset(0 50% 0 0)");
  });

  it("moves with the arrow, page, Home and End keys and marks them handled", async () => {
    const user = userEvent.setup();
    const outer = vi.fn((event: KeyboardEvent) => event.defaultPrevented);
    render(<Comparison />);
    document.addEventListener("keydown", outer);
    slider().focus();
    await user.keyboard("{ArrowRight}");
    expect(slider()).toHaveAttribute("aria-valuenow", "55");
    await user.keyboard("{ArrowLeft}{ArrowLeft}{ArrowDown}");
    expect(slider()).toHaveAttribute("aria-valuenow", "40");
    await user.keyboard("{PageUp}");
    expect(slider()).toHaveAttribute("aria-valuenow", "60");
    await user.keyboard("{End}");
    expect(slider()).toHaveAttribute("aria-valuenow", "100");
    expect(slider()).toHaveAttribute("aria-valuetext", copy.valueText(100, 0));
    expect(beforeLayer().style.clipPath).toBe("inset(0 0% 0 0)");
    await user.keyboard("{Home}{ArrowLeft}");
    expect(slider()).toHaveAttribute("aria-valuenow", "0");
    expect(outer.mock.results.every((result) => result.value === true)).toBe(true);
    document.removeEventListener("keydown", outer);
  });

  it("follows a pointer dragging the handle, even outside the box", () => {
    render(<Comparison />);
    const box = slider().parentElement!;
    const boxRead = vi.spyOn(box, "getBoundingClientRect").mockReturnValue(new DOMRect(100, 0, 400, 300));
    fireEvent.pointerDown(slider(), { pointerId: 7, pointerType: "touch", clientX: 300, clientY: 150 });
    fireEvent.pointerMove(box, { pointerId: 7, pointerType: "touch", clientX: 200, clientY: 150 });
    expect(slider()).toHaveAttribute("aria-valuenow", "25");
    fireEvent.pointerMove(box, { pointerId: 7, pointerType: "touch", clientX: 900, clientY: 150 });
    expect(slider()).toHaveAttribute("aria-valuenow", "100");
    // Read once as the drag began: a read after the divider moved would lay the page out in the handler.
    expect(boxRead).toHaveBeenCalledTimes(1);
    fireEvent.pointerUp(box, { pointerId: 7, pointerType: "touch", clientX: 900, clientY: 150 });
    fireEvent.pointerMove(box, { pointerId: 7, pointerType: "touch", clientX: 200, clientY: 150 });
    expect(slider()).toHaveAttribute("aria-valuenow", "100");
  });

  it("jumps to a mouse press anywhere on the picture, but leaves touches off the handle to the page", () => {
    render(<Comparison />);
    const box = slider().parentElement!;
    vi.spyOn(box, "getBoundingClientRect").mockReturnValue(new DOMRect(0, 0, 200, 100));
    fireEvent.pointerDown(screen.getByAltText("After cleaning"), { pointerId: 1, pointerType: "touch", clientX: 180 });
    expect(slider()).toHaveAttribute("aria-valuenow", "50");
    fireEvent.pointerDown(screen.getByAltText("After cleaning"), {
      pointerId: 2,
      pointerType: "mouse",
      button: 0,
      clientX: 180,
    });
    expect(slider()).toHaveAttribute("aria-valuenow", "90");
    expect(slider()).toHaveFocus();
  });

  it("renders both halves at 50% without a control or an inline style before hydration", () => {
    const html = renderToString(
      // As in the prerendered page, inside the root's provider.
      <HydrationProvider>
        <Comparison />
      </HydrationProvider>,
    );
    expect(html).not.toContain('role="slider"');
    expect(html).toContain("[clip-path:inset(0_50%_0_0)]");
    expect(html.replace('style="position:relative"', "")).not.toContain("style=");
    expect(html).toContain("Before cleaning");
    expect(html).toContain("After cleaning");
  });
});
