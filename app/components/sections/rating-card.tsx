import { CheckList } from "~/components/ui/check-list";
import { StarRating } from "~/components/ui/star-rating";

type RatingCardProps = {
  value: string;
  rating: number;
  ratingLabel: string;
  label: string;
  caption: string;
  checklist: readonly string[];
};

/** The headline rating with the promises behind it. */
export function RatingCard({ value, rating, ratingLabel, label, caption, checklist }: RatingCardProps) {
  return (
    <div className="rounded-2xl bg-garden-900 p-7 text-white sm:p-8">
      <div className="flex items-end gap-4">
        <p className="font-display text-6xl leading-none font-semibold">{value}</p>
        <div>
          <StarRating rating={rating} label={ratingLabel} className="text-amber-300" />
          <p className="mt-1 text-sm font-medium text-white/90">{label}</p>
        </div>
      </div>
      <p className="mt-3 text-sm text-white/90">{caption}</p>
      <CheckList items={checklist} className="mt-6 border-t border-white/15 pt-6" iconClassName="text-garden-100" />
    </div>
  );
}
