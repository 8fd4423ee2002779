import { cn } from "~/lib/cn";

type SectionHeadingProps = {
  id: string;
  title: string;
  eyebrow?: string;
  lead?: string;
  align?: "left" | "center";
  /** Light text for dark bands. */
  inverted?: boolean;
  accent?: "garden" | "water";
  className?: string;
};

/** The h2 that opens a section, with an optional eyebrow above and lead below. */
export function SectionHeading({
  id,
  title,
  eyebrow,
  lead,
  align = "center",
  inverted = false,
  accent = "garden",
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow ? (
        <p
          className={cn(
            "mb-3 text-sm font-semibold tracking-[0.12em] uppercase",
            inverted ? "text-stone-300" : accent === "water" ? "text-water-700" : "text-garden-700",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={cn(
          "font-display text-3xl leading-tight font-semibold text-balance sm:text-4xl",
          inverted ? "text-white" : "text-ink",
        )}
      >
        {title}
      </h2>
      {lead ? (
        <p className={cn("mt-4 text-lg leading-relaxed", inverted ? "text-white/90" : "text-ink-soft")}>{lead}</p>
      ) : null}
    </div>
  );
}
