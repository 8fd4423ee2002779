import { Star } from "~/components/ui/icons/star";

import { cn } from "~/lib/cn";

type StarRatingProps = {
  rating: number;
  max?: number;
  /** What a screen reader hears instead of the stars, e.g. "Rated 5 out of 5". */
  label: string;
  className?: string;
};

/** Stars drawn for the eye, one accessible name for assistive technology. */
export function StarRating({ rating, max = 5, label, className }: StarRatingProps) {
  return (
    <span role="img" aria-label={label} className={cn("inline-flex gap-0.5 text-amber-600", className)}>
      {Array.from({ length: max }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className="size-5"
          fill={index < Math.round(rating) ? "currentColor" : "none"}
          strokeWidth={1.5}
        />
      ))}
    </span>
  );
}
