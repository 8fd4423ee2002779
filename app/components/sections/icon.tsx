import { iconFrame } from "~/components/ui/create-icon";
import sprite from "~/components/ui/icons/sprite.svg?no-inline";

import type { IconName } from "~/content/types";

/** The sprite's symbol for each name content may use (scripts/generate-icons.mjs writes it). */
export const iconSymbols: Record<IconName, string> = {
  shield: "shield-check",
  leaf: "leaf",
  clock: "clock",
  star: "star",
  award: "award",
  users: "users",
  hammer: "hammer",
  droplets: "droplets",
  gauge: "gauge",
  sparkles: "sparkles",
  phone: "phone",
  mail: "mail",
  "map-pin": "map-pin",
  calendar: "calendar",
  heart: "heart",
  check: "circle-check",
  home: "house",
  building: "building-2",
};

/**
 * Draws a content icon by name from the cached sprite, so no page's script carries the icons
 * content might choose; icons are decoration, so hidden from assistive technology.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg {...iconFrame} aria-hidden="true" className={className}>
      <use href={`${sprite}#${iconSymbols[name]}`} />
    </svg>
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
