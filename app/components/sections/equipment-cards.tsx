import type { EquipmentCard } from "~/content/types";

import { Icon } from "./icon";

/** The cleaning kit: icon, title and what it does, on the dark water band. */
export function EquipmentCards({ cards }: { cards: readonly EquipmentCard[] }) {
  return (
    <ul className="rows mt-12">
      {cards.map((card) => (
        <li key={card.title} className="row-of-3md rounded-2xl bg-white/10 p-6 ring-1 ring-white/20 ring-inset sm:p-7">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-white text-water-700">
            <Icon name={card.icon} className="size-6" />
          </span>
          <h3 className="mt-5 font-display text-xl font-semibold text-white">{card.title}</h3>
          <p className="mt-2 leading-relaxed text-white/90">{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
