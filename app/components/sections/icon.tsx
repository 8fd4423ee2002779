import { iconFrame } from "~/components/ui/create-icon";
import sprite from "~/components/ui/icons/sprite.svg?no-inline";

import type { IconName } from "~/content/types";

/**
 * Each icon's drawing by name, from the sprite (scripts/generate-icons.mjs writes a symbol per
 * name), for the prerender only: the browser build leaves the sprite's text out.
 */
const prerenderedDrawings = import.meta.env.SSR
  ? new Map(
      [
        ...(await import("~/components/ui/icons/sprite.svg?raw")).default.matchAll(
          /<symbol id="([^"]+)"[^>]*>(.*?)<\/symbol>/g,
        ),
      ].map(([, id, drawing]) => [id, drawing]),
    )
  : undefined;

/**
 * Draws a content icon by name; icons are decoration, so hidden from assistive technology. The
 * prerender writes the icon's own paths into the page, so a first visit fetches no sprite before
 * its hero, and React leaves them in place when it hydrates (it does not compare inner HTML). An
 * icon drawn in the browser, on a page reached by a link, uses the sprite, which the browser then
 * caches: no page's script carries the icons content might choose (docs/decisions/078).
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const drawing = prerenderedDrawings ? (prerenderedDrawings.get(name) ?? "") : `<use href="${sprite}#${name}"></use>`;
  return (
    <svg
      {...iconFrame}
      aria-hidden="true"
      className={className}
      dangerouslySetInnerHTML={{ __html: drawing }}
      suppressHydrationWarning
    />
  );
}

/** An icon in a soft rounded square, as used at the top of cards. */
export function IconBadge({ name, tone = "garden" }: { name: IconName; tone?: "garden" | "water" }) {
  return (
    <span
      className={
        tone === "water"
          ? "inline-flex size-12 items-center justify-center rounded-xl bg-water-50 text-water-700"
          : "inline-flex size-12 items-center justify-center rounded-xl bg-garden-50 text-garden-700"
      }
    >
      <Icon name={name} className="size-6" />
    </span>
  );
}
