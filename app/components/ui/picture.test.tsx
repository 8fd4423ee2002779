import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import type { ResponsiveImage } from "~/lib/responsive-image";

import { Picture } from "./picture";

const image: ResponsiveImage = {
  sources: { avif: "/a-400.avif 400w", webp: "/a-400.webp 400w", jpg: "/a-400.jpg 400w" },
  img: { src: "/a-400.jpg", w: 400, h: 300 },
};

describe("Picture", () => {
  it("keeps the part of a cropped photo that its focus names", () => {
    render(<Picture image={{ ...image, focus: "top" }} alt="A patio" sizes="50vw" imgClassName="object-cover" />);
    expect(screen.getByRole("img", { name: "A patio" })).toHaveClass("object-cover", "object-top");
  });
  it("offers AVIF then WebP, with a JPEG img carrying its intrinsic size and sizes", () => {
    const { container } = render(<Picture image={image} alt="A patio" sizes="50vw" />);
    const sources = [...container.querySelectorAll("source")].map((source) => [
      source.type,
      source.getAttribute("srcset"),
      source.getAttribute("sizes"),
    ]);
    expect(sources).toEqual([
      ["image/avif", "/a-400.avif 400w", "50vw"],
      ["image/webp", "/a-400.webp 400w", "50vw"],
    ]);
    const img = screen.getByRole("img", { name: "A patio" });
    expect(img).toHaveAttribute("srcset", "/a-400.jpg 400w");
    expect(img).toHaveAttribute("width", "400");
    expect(img).toHaveAttribute("height", "300");
  });

  it("loads lazily by default", () => {
    render(<Picture image={image} alt="A patio" sizes="50vw" />);
    const img = screen.getByRole("img");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("decoding", "async");
    expect(img).not.toHaveAttribute("fetchpriority");
  });

  it("loads the priority image at once and at high priority", () => {
    render(<Picture image={image} alt="A patio" sizes="50vw" priority />);
    const img = screen.getByRole("img");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });
});
