import type { HTMLAttributes } from "react";

import { cn } from "~/lib/cn";

/** A raised surface for one item: a service, a step, a review. */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        "rounded-2xl border border-line bg-white p-6 shadow-[0_1px_2px_rgb(31_36_33/0.06)] sm:p-7",
        className,
      )}
      {...props}
    />
  );
}
