import type { ComponentProps } from "react";

import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";

import { RatingCard } from "./rating-card";

type StoryWithRatingProps = {
  id: string;
  heading: Omit<ComponentProps<typeof SectionHeading>, "id" | "align">;
  paragraphs: readonly string[];
  rating: ComponentProps<typeof RatingCard>;
};

/** The business's story told beside its headline rating. */
export function StoryWithRating({ id, heading, paragraphs, rating }: StoryWithRatingProps) {
  return (
    <Section labelledBy={id}>
      <div className="grid gap-12 lg:grid-cols-[1.4fr_1fr] lg:items-start">
        <div>
          <SectionHeading id={id} align="left" {...heading} />
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-relaxed text-ink-soft">
              {paragraph}
            </p>
          ))}
        </div>
        <RatingCard {...rating} />
      </div>
    </Section>
  );
}
