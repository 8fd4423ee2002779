import { describe, expect, it } from "vitest";

import { fallbackSrcSet, modernSources, preloadLink, type ResponsiveImage } from "./responsive-image";

const image: ResponsiveImage = {
  sources: {
    jpg: "/a-400.jpg 400w, /a-800.jpg 800w",
    webp: "/a-400.webp 400w, /a-800.webp 800w",
    avif: "/a-400.avif 400w, /a-800.avif 800w",
  },
  img: { src: "/a-800.jpg", w: 800, h: 600 },
};

describe("modernSources", () => {
  it("lists AVIF before WebP with their MIME types and leaves JPEG to the img", () => {
    expect(modernSources(image)).toEqual([
      { type: "image/avif", srcSet: image.sources.avif },
      { type: "image/webp", srcSet: image.sources.webp },
    ]);
  });
});

describe("fallbackSrcSet", () => {
  it("is the JPEG srcset", () => {
    expect(fallbackSrcSet(image)).toBe(image.sources.jpg);
  });

  it("is undefined when only modern formats were made", () => {
    expect(fallbackSrcSet({ ...image, sources: { avif: "/a.avif 400w" } })).toBeUndefined();
  });
});

describe("preloadLink", () => {
  it("preloads the best format with the same sizes as the picture, at high priority", () => {
    expect(preloadLink(image, "100vw")).toEqual({
      rel: "preload",
      as: "image",
      href: "/a-800.jpg",
      imageSrcSet: image.sources.avif,
      imageSizes: "100vw",
      type: "image/avif",
      fetchPriority: "high",
    });
  });

  it("falls back to the JPEG srcset when there is no modern format", () => {
    const link = preloadLink({ ...image, sources: { jpg: image.sources.jpg! } }, "50vw");
    expect(link.imageSrcSet).toBe(image.sources.jpg);
    expect("type" in link).toBe(false);
  });
});
