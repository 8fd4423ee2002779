import { useReducer } from "react";

import { LocationCard } from "./location-card";
import { LocationMapArea } from "~/components/sections/location-map-area";
import address from "@content/business.yml?part=address";
import geo from "@content/business.yml?part=geo";

import { LocationMap } from "./location-map";
import { initialPlacement, placementReducer } from "./placement";

type LocationMapCardProps = {
  id: string;
  title: string;
  text: string;
  addressLabel: string;
  coordinatesLabel: string;
  mapLabel: string;
};

/**
 * The "Our Location" card with the live map in its map area. The card shows the marker's
 * coordinates, so the placement state lives here, above both.
 */
export function LocationMapCard({ mapLabel, ...card }: LocationMapCardProps) {
  const [state, dispatch] = useReducer(placementReducer, geo, initialPlacement);
  return (
    <LocationCard
      {...card}
      address={address.display}
      latitude={state.position.latitude}
      longitude={state.position.longitude}
      map={
        <LocationMap
          state={state}
          dispatch={dispatch}
          label={mapLabel}
          placeholder={<LocationMapArea label={mapLabel} place={address.locality} />}
        />
      }
    />
  );
}
