import type { ReactNode } from "react";

import { cn } from "~/lib/cn";

export type BadgeTone = "garden" | "water" | "stone" | "light";

const tones: Record<BadgeTone, string> = {
  garden: "bg-garden-50 text-garden-800 ring-garden-100",
  water: "bg-water-50 text-water-800 ring-water-100",
  stone: "bg-stone-100 text-stone-700 ring-stone-300",
  light: "bg-white/10 text-white ring-white/30",
};

/** A short label in a pill. */
export function Badge({
  tone = "garden",
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset",
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
