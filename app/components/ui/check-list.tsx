import { CircleCheck } from "~/components/ui/icons/circle-check";

import { cn } from "~/lib/cn";

/** A list with a tick before each item. */
export function CheckList({
  items,
  className,
  iconClassName,
}: {
  items: readonly string[];
  className?: string;
  iconClassName?: string;
}) {
  return (
    <ul className={cn("space-y-2.5", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2.5">
          <CircleCheck aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0 text-garden-600", iconClassName)} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
