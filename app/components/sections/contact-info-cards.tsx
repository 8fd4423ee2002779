import type { ReactNode } from "react";

import type { IconName } from "~/content/types";

import { IconBadge } from "./icon";

export type InfoCard = { icon: IconName; title: string; body: ReactNode; note?: string };

/** The ways to reach the business, one card each. */
export function ContactInfoCards({ cards, label }: { cards: readonly InfoCard[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <li key={card.title} className="rounded-2xl border border-line bg-white p-6">
          <IconBadge name={card.icon} />
          <h3 className="mt-4 font-display text-lg font-semibold text-ink">{card.title}</h3>
          <div className="mt-1 font-semibold break-words text-ink">{card.body}</div>
          {card.note ? <p className="mt-1 text-sm text-ink-soft">{card.note}</p> : null}
        </li>
      ))}
    </ul>
  );
}
