import { Card } from "~/components/ui/card";
import { StarRating } from "~/components/ui/star-rating";
import layout from "@content/layout.yml";
import type { Testimonial } from "~/content/types";

/** Customer reviews, each a quotation with its stars and who said it. */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="rows mt-12">
      {items.map((item) => (
        <li key={item.name} className="row-of-2 flex">
          <Card className="flex w-full flex-col">
            <figure className="flex h-full flex-col">
              <StarRating rating={item.rating} label={layout.common.ratingLabel(item.rating)} />
              <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-ink">
                <p>“{item.text}”</p>
              </blockquote>
              <figcaption className="mt-6 border-t border-line pt-4">
                <span className="block font-semibold text-ink">{item.name}</span>
                <span className="block text-sm text-ink-soft">
                  {item.location} · {item.service}
                </span>
              </figcaption>
            </figure>
          </Card>
        </li>
      ))}
    </ul>
  );
}
