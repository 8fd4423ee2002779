/**
 * A raster image the build made in several formats and widths (vite-imagetools' `picture`
 * output): `sources` maps a format to its `srcset`, `img` is the fallback with its intrinsic size.
 */
export type ResponsiveImage = {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
};

const mimeTypes: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
};

const preference = ["avif", "webp", "png", "jpg", "jpeg"];
const fallbackFormats = new Set(["jpg", "jpeg", "png"]);

/** The modern formats as `<source>` entries, best first; the browser takes the first it supports. */
export function modernSources(image: ResponsiveImage): { type: string; srcSet: string }[] {
  return Object.entries(image.sources)
    .filter(([format]) => !fallbackFormats.has(format))
    .sort(([a], [b]) => preference.indexOf(a) - preference.indexOf(b))
    .map(([format, srcSet]) => ({ type: mimeTypes[format] ?? `image/${format}`, srcSet }));
}

/** The `srcset` for the `<img>` itself: the universally supported format. */
export function fallbackSrcSet(image: ResponsiveImage): string | undefined {
  const format = Object.keys(image.sources).find((key) => fallbackFormats.has(key));
  return format ? image.sources[format] : undefined;
}

/**
 * Attributes of a `<link rel="preload">` for the image in its best format, so the browser
 * fetches the same file the `<picture>` will pick. Browsers without that format skip it.
 */
export function preloadLink(image: ResponsiveImage, sizes: string) {
  const [best] = modernSources(image);
  if (!best) {
    return {
      rel: "preload",
      as: "image",
      href: image.img.src,
      imageSrcSet: fallbackSrcSet(image),
      imageSizes: sizes,
      fetchPriority: "high",
    } as const;
  }
  return {
    rel: "preload",
    as: "image",
    href: image.img.src,
    imageSrcSet: best.srcSet,
    imageSizes: sizes,
    type: best.type,
    fetchPriority: "high",
  } as const;
}
