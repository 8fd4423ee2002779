import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import business from "@content/business.yml";
import { markSvg } from "~/lib/brand-mark";

import { Logo } from "./logo";

/** Each shape of an SVG with its attributes, in order. */
const shapes = (svg: Element) =>
  [...svg.children].map((shape) => [
    shape.tagName,
    Object.fromEntries([...shape.attributes].map((attribute) => [attribute.name, attribute.value])),
  ]);

describe("Logo", () => {
  it("draws the same mark as the favicon, app icons and share image, in the logo's colours", () => {
    const { container } = render(
      <MemoryRouter>
        <Logo />
      </MemoryRouter>,
    );
    const drawn = container.querySelector("svg")!;
    const mark = new DOMParser().parseFromString(markSvg(business.brand.logo), "image/svg+xml").documentElement;
    expect(drawn.getAttribute("viewBox")).toBe(mark.getAttribute("viewBox"));
    expect(shapes(drawn)).toEqual(shapes(mark));
  });
});
