import type { ReactNode } from "react";

import { Card } from "~/components/ui/card";

import { formatCoordinate } from "./placement";

type LocationCardProps = {
  id: string;
  title: string;
  text: string;
  addressLabel: string;
  address: string;
  coordinatesLabel: string;
  latitude: number;
  longitude: number;
  /** The map area; the interactive map mounts here. */
  map: ReactNode;
};

/** Where the business is based: the map area, the address and coordinates to 6 decimals. */
export function LocationCard({
  id,
  title,
  text,
  addressLabel,
  address,
  coordinatesLabel,
  latitude,
  longitude,
  map,
}: LocationCardProps) {
  return (
    <Card className="overflow-hidden p-0 sm:p-0">
      <div className="p-6 sm:p-7">
        <h3 id={id} className="font-display text-2xl font-semibold text-ink">
          {title}
        </h3>
        <p className="mt-2 text-ink-soft">{text}</p>
      </div>
      {map}
      <dl className="grid gap-4 p-6 text-sm sm:grid-cols-2 sm:p-7">
        <div>
          <dt className="font-semibold text-ink">{addressLabel}</dt>
          <dd className="mt-1 text-ink-soft">{address}</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink">{coordinatesLabel}</dt>
          <dd className="mt-1 font-mono text-ink-soft">
            {formatCoordinate(latitude)}, {formatCoordinate(longitude)}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
