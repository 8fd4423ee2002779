import { Card } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";
import type { ServiceCard } from "~/content/types";

import { IconBadge } from "./icon";

/** Rows of service cards: icon, title, description and what is included. */
export function ServiceCards({ cards, tone = "garden" }: { cards: readonly ServiceCard[]; tone?: "garden" | "water" }) {
  return (
    <ul className="rows mt-12">
      {cards.map((card) => (
        <li key={card.title} className="row-of-3 flex">
          <Card className="flex w-full flex-col">
            <IconBadge name={card.icon} tone={tone} />
            <h3 className="mt-5 font-display text-xl font-semibold text-ink">{card.title}</h3>
            <p className="mt-2 leading-relaxed text-ink-soft">{card.description}</p>
            <CheckList
              items={card.features}
              className="mt-5 text-[0.95rem] text-ink"
              iconClassName={tone === "water" ? "text-water-600" : undefined}
            />
          </Card>
        </li>
      ))}
    </ul>
  );
}
