import type { ReactNode } from "react";

import { cn } from "~/lib/cn";

/** On a light band, or on a hero's deep brand colour. */
export type StatTone = "light" | "onDark";

const tones: Record<StatTone, { box: string; value: string; label: string }> = {
  light: { box: "bg-white border border-line", value: "text-garden-800", label: "text-ink-soft" },
  onDark: { box: "bg-white/10 ring-1 ring-inset ring-white/20", value: "text-white", label: "text-white/90" },
};

/**
 * One figure and what it counts. The figure is a `<dd>` under its label, so they read together,
 * and is drawn at the top of the tile: in a row of tiles the figures line up, and a label that
 * wraps onto more lines only makes the tiles taller below them.
 */
export function StatTile({
  value,
  label,
  tone = "light",
  className,
}: {
  value: string;
  label: string;
  tone?: StatTone;
  className?: string;
}) {
  const t = tones[tone];
  return (
    <div className={cn("flex flex-col-reverse justify-end rounded-xl px-4 py-4 sm:px-5", t.box, className)}>
      <dt className={cn("mt-1 text-sm leading-snug font-medium", t.label)}>{label}</dt>
      <dd className={cn("font-display text-3xl leading-none font-semibold sm:text-4xl", t.value)} data-stat>
        {value}
      </dd>
    </div>
  );
}

/** A list of stat tiles: a grid the caller sizes, or, with `rows`, centred rows that hold any count. */
export function StatList({ children, className, rows }: { children: ReactNode; className?: string; rows?: boolean }) {
  return <dl className={cn(rows ? "rows rows-tight" : "grid gap-3", className)}>{children}</dl>;
}

/**
 * Width of a tile in rows of two on phones and three from `sm` up; with an odd count the first
 * tile takes a phone row of its own, so no row has a hole.
 */
export function statRowItemClass(index: number, count: number) {
  return index === 0 && count % 2 === 1 ? "stat-lead" : "stat-pair";
}
