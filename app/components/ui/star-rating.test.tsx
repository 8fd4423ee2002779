import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { StarRating } from "./star-rating";

describe("StarRating", () => {
  it("is announced by its label, not as five separate icons", () => {
    const { container } = render(<StarRating rating={5} label="Rated 5 out of 5" />);
    expect(screen.getByRole("img", { name: "Rated 5 out of 5" })).toBeInTheDocument();
    expect(container.querySelectorAll("svg[aria-hidden='true']")).toHaveLength(5);
  });

  it("fills as many stars as the rating", () => {
    const { container } = render(<StarRating rating={3} max={5} label="Rated 3 out of 5" />);
    const fills = [...container.querySelectorAll("svg")].map((star) => star.getAttribute("fill"));
    expect(fills).toEqual(["currentColor", "currentColor", "currentColor", "none", "none"]);
  });
});
