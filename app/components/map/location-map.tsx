import { Crosshair, MapPin } from "lucide-react";
import { type ComponentType, useEffect, useId, useReducer, useState } from "react";

import { Button } from "~/components/ui/button";
import { business } from "~/content/business";
import { locationMapContent as copy } from "~/content/location-map";
import { useNearViewport } from "~/hooks/use-near-viewport";
import { cn } from "~/lib/cn";
import { openStreetMapUrl } from "~/lib/openstreetmap";

import type { LeafletMapProps } from "./leaflet-map";
import { formatCoordinate, initialPlacement, placementReducer } from "./placement";

type MapStatus = "waiting" | "ready" | "failed";

/**
 * The interactive map with its coordinates and the "Set exact location" placement mode.
 *
 * The prerendered HTML holds a placeholder of the map's exact size with the address and a link
 * to OpenStreetMap; Leaflet and the map code are a separate chunk, fetched only after hydration
 * and only once the card nears the viewport. The coordinates live here, outside the map, so they
 * show even when the map or its tiles never load. Nothing placed is saved.
 */
export function LocationMap() {
  const [state, dispatch] = useReducer(placementReducer, business.geo, initialPlacement);
  const [area, setArea] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(area);
  const [LeafletMap, setLeafletMap] = useState<ComponentType<LeafletMapProps> | null>(null);
  const [status, setStatus] = useState<MapStatus>("waiting");
  const instructionsId = useId();

  useEffect(() => {
    if (!near) return;
    let current = true;
    import("./leaflet-map").then(
      (module) => current && setLeafletMap(() => module.LeafletMap),
      // Offline or a stale deployment: the card keeps its address and coordinates.
      () => current && setStatus("failed"),
    );
    return () => {
      current = false;
    };
  }, [near]);

  const latitude = formatCoordinate(state.position.latitude);
  const longitude = formatCoordinate(state.position.longitude);
  const moved = state.position.latitude !== business.geo.latitude || state.position.longitude !== business.geo.longitude;

  return (
    <div>
      <div
        ref={setArea}
        className="relative isolate overflow-hidden rounded-xl border border-line bg-paper-deep"
        style={{ height: copy.map.heightPx }}
      >
        {LeafletMap ? (
          <LeafletMap
            position={state.position}
            placing={state.placing}
            dispatch={dispatch}
            onReady={() => setStatus("ready")}
            instructionsId={instructionsId}
          />
        ) : null}
        {status !== "ready" ? (
          <div className="absolute inset-0 z-[1001] flex flex-col items-center justify-center gap-3 bg-paper-deep p-6 text-center">
            <MapPin aria-hidden="true" className="size-10 text-garden-700" />
            <p className="font-semibold text-ink">{business.address.display}</p>
            {status === "failed" ? <p className="text-ink-soft">{copy.unavailable}</p> : null}
            {near && status === "waiting" ? <p className="text-ink-soft">{copy.loading}</p> : null}
            <a
              href={openStreetMapUrl(business.geo, copy.map.zoom)}
              className="inline-flex min-h-11 items-center font-semibold text-garden-800 underline underline-offset-4"
            >
              {copy.openStreetMapLink}
            </a>
          </div>
        ) : null}
      </div>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-2">
            <dt className="font-semibold text-ink">{copy.latitudeLabel}</dt>
            <dd className="font-mono tabular-nums text-ink-soft">{latitude}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="font-semibold text-ink">{copy.longitudeLabel}</dt>
            <dd className="font-mono tabular-nums text-ink-soft">{longitude}</dd>
          </div>
        </dl>
        <Button
          variant={state.placing ? "danger" : "outline"}
          size="sm"
          disabled={status !== "ready"}
          onClick={() => dispatch({ type: "toggle" })}
        >
          <Crosshair aria-hidden="true" className="size-4" />
          {state.placing ? copy.placing : copy.setLocation}
        </Button>
      </div>

      <div aria-live="polite" className={cn("text-sm", state.placing && "mt-3 rounded-lg bg-danger-600/10 px-4 py-3")}>
        {state.placing ? (
          <div id={instructionsId}>
            <p className="font-semibold text-danger-700">{copy.hint}</p>
            <p className="mt-1 text-ink-soft">{copy.keyboardHint}</p>
          </div>
        ) : null}
      </div>
      <p aria-live="polite" className="sr-only">
        {moved ? copy.placedAnnouncement(latitude, longitude) : ""}
      </p>
    </div>
  );
}
