import { Card } from "~/components/ui/card";
import type { IconName } from "~/content/types";

import { IconBadge } from "./icon";

/** What the business stands for, one card per value. */
export function ValueCards({ items }: { items: readonly { icon: IconName; title: string; description: string }[] }) {
  return (
    <ul className="rows mt-12">
      {items.map((item) => (
        <li key={item.title} className="row-of-3md flex">
          <Card className="w-full">
            <IconBadge name={item.icon} />
            <h3 className="mt-5 font-display text-xl font-semibold text-ink">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-ink-soft">{item.description}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
