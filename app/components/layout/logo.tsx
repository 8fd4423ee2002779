import { Link } from "react-router";

import business from "@content/business.yml";
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
      {/* The mark of lib/brand-mark.ts, written out: shared data would cost every page's script. */}
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" className="shrink-0">
        <rect width="40" height="40" rx="10" fill={business.brand.logo.ground} />
        <path
          d="M8 29h24M11 24h18M14 19h12"
          stroke={business.brand.logo.stripes}
          strokeWidth="2.4"
          strokeLinecap="round"
        />
        <path d="M20 6c4.5 4.6 6 7.7 6 10a6 6 0 0 1-12 0c0-2.3 1.5-5.4 6-10Z" fill={business.brand.logo.drop} />
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
