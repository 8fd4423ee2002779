import { MapPin } from "~/components/ui/icons/map-pin";

import { Badge } from "~/components/ui/badge";

/** The towns the business covers, as a list of badges. */
export function TownBadges({ towns, label }: { towns: readonly string[]; label: string }) {
  return (
    <ul aria-label={label} className="mt-8 flex flex-wrap gap-2">
      {towns.map((town) => (
        <li key={town}>
          <Badge tone="garden" className="bg-white">
            <MapPin aria-hidden="true" className="size-3.5" />
            {town}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
