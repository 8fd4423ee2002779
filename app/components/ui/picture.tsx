import type { ImgHTMLAttributes } from "react";

import { fallbackSrcSet, modernSources, type ResponsiveImage } from "~/lib/responsive-image";

/** Which part of the photo stays in view when the slot crops it (content's `focus`); the middle by default. */
type Focus = "center" | "top" | "bottom" | "left" | "right";

const focusClass: Record<Focus, string> = {
  center: "",
  top: "object-top",
  bottom: "object-bottom",
  left: "object-left",
  right: "object-right",
};

type PictureProps = {
  image: ResponsiveImage & { focus?: Focus };
  alt: string;
  /** How wide the image is drawn, as for `<img sizes>`; it picks the file from the srcset. */
  sizes: string;
  /** The page's largest above-the-fold image: loaded at once, at high priority. */
  priority?: boolean;
  /** Loaded now rather than when it nears the viewport, at the browser's usual priority. */
  eager?: boolean;
  className?: string;
  imgClassName?: string;
};

// Element Timing reports when the priority image is on screen; the page's scripts wait for it
// (scripts/postbuild/start-after-hero.mjs). React passes the attribute through; its types do not list it.
const heroTiming = { elementtiming: "hero" } as ImgHTMLAttributes<HTMLImageElement>;

/**
 * A responsive image: AVIF and WebP sources with a JPEG fallback, intrinsic width and height
 * so the browser reserves its box before the file arrives, lazy unless it is the priority image.
 */
export function Picture({ image, alt, sizes, priority = false, eager = false, className, imgClassName }: PictureProps) {
  return (
    <picture className={className}>
      {modernSources(image).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.img.src}
        srcSet={fallbackSrcSet(image)}
        sizes={sizes}
        width={image.img.w}
        height={image.img.h}
        alt={alt}
        loading={priority || eager ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
        {...(priority ? heroTiming : {})}
        className={[imgClassName, image.focus && focusClass[image.focus]].filter(Boolean).join(" ") || undefined}
      />
    </picture>
  );
}
