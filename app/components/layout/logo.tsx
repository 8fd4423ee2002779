import { Link } from "react-router";

import business from "@content/business.yml";
import { markShapes } from "~/lib/brand-mark";
import { cn } from "~/lib/cn";
import { paths } from "@content/site-pages";

type LogoProps = {
  className?: string;
  tone?: "dark" | "light";
  /** The header's: from 1024 to 1279 px the desktop links leave room for the name alone. */
  nameOnlyAtLg?: boolean;
};

export function Logo({ className, tone = "dark", nameOnlyAtLg = false }: LogoProps) {
  return (
    <Link to={paths.home} className={cn("inline-flex min-h-11 shrink-0 items-center gap-2 sm:gap-2.5", className)}>
      <svg
        viewBox={`0 0 ${markShapes.size} ${markShapes.size}`}
        width="36"
        height="36"
        aria-hidden="true"
        className="shrink-0"
      >
        <rect
          width={markShapes.size}
          height={markShapes.size}
          rx={markShapes.radius}
          fill={business.brand.logo.ground}
        />
        <path
          d={markShapes.stripes}
          stroke={business.brand.logo.stripes}
          strokeWidth={markShapes.stripeWidth}
          strokeLinecap="round"
        />
        <path d={markShapes.drop} fill={business.brand.logo.drop} />
      </svg>
      <span className="flex flex-col leading-none">
        <span
          className={cn(
            "font-display text-lg font-semibold tracking-tight whitespace-nowrap",
            tone === "dark" ? "text-garden-900" : "text-white",
          )}
        >
          {business.name}
        </span>
        <span
          className={cn(
            "mt-1 text-[0.62rem] font-medium whitespace-nowrap uppercase tracking-[0.08em] max-[429px]:hidden",
            tone === "dark" ? "text-ink-soft" : "text-stone-300",
            nameOnlyAtLg && "lg:max-xl:hidden",
          )}
        >
          {business.divisions.drives.name} · {business.divisions.cleaning.name}
        </span>
      </span>
    </Link>
  );
}
