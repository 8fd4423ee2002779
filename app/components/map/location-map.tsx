import { Crosshair } from "~/components/ui/icons/crosshair";
import { type ComponentType, type Dispatch, type ReactNode, useEffect, useId, useState } from "react";

import { Button } from "~/components/ui/button";
import geo from "@content/business.yml?part=geo";
import copy from "@content/location-map.yml";
import { useFocusAcrossSwap } from "~/hooks/use-focus-across-swap";
import { useNearViewport } from "~/hooks/use-near-viewport";
import { cn } from "~/lib/cn";
import { openStreetMapUrl } from "~/lib/openstreetmap";

import type { LeafletMapProps } from "./leaflet-map";
import { formatCoordinate, type PlacementAction, type PlacementState } from "./placement";

type MapStatus = "waiting" | "ready" | "failed";

type LocationMapProps = {
  state: PlacementState;
  dispatch: Dispatch<PlacementAction>;
  /** Names the map for assistive technology. */
  label: string;
  /** What the map's 400px show until the map is ready, and for good if it never is. */
  placeholder: ReactNode;
};

/**
 * The interactive map and its "Set exact location" placement mode.
 *
 * The prerendered HTML holds only the placeholder, at the map's exact height; Leaflet and the
 * map code are a separate chunk, fetched after hydration once the area nears the viewport. If
 * that chunk cannot load, the placeholder stays with a link to OpenStreetMap; a visitor who had
 * tabbed to that link when the map arrives finds the focus on the map. The placement state
 * lives with the caller, which shows the coordinates; nothing placed is saved.
 */
export function LocationMap({ state, dispatch, label, placeholder }: LocationMapProps) {
  const [area, setArea] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(area);
  const { LeafletMap, status, onReady } = useLeafletOnceNear(near);
  const instructionsId = useId();

  useFocusAcrossSwap(area, status === "ready", {
    keyOf: (control) => (control instanceof HTMLAnchorElement ? "map" : null),
    // Leaflet's own container: focusable, with the arrow keys, named as an application.
    controlFor: () => area?.querySelector<HTMLElement>(".leaflet-container"),
  });

  return (
    <div>
      {/* The map's 400px, reserved from the first paint. */}
      <div ref={setArea} className="relative isolate h-[400px] overflow-hidden bg-garden-50">
        {LeafletMap ? (
          <LeafletMap
            label={label}
            position={state.position}
            placing={state.placing}
            dispatch={dispatch}
            onReady={onReady}
            instructionsId={instructionsId}
          />
        ) : null}
        {status !== "ready" ? (
          <MapPlaceholder loading={near && status === "waiting"} failed={status === "failed"}>
            {placeholder}
          </MapPlaceholder>
        ) : null}
      </div>
      <PlacementControls state={state} dispatch={dispatch} ready={status === "ready"} instructionsId={instructionsId} />
    </div>
  );
}

/** The map's code, imported once the area nears the viewport, and how far the map has got. */
function useLeafletOnceNear(near: boolean) {
  const [LeafletMap, setLeafletMap] = useState<ComponentType<LeafletMapProps> | null>(null);
  const [status, setStatus] = useState<MapStatus>("waiting");
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
  return { LeafletMap, status, onReady: () => setStatus("ready") };
}

type MapPlaceholderProps = {
  loading: boolean;
  /** The map's code could not load: said, and the link to OpenStreetMap stays. */
  failed: boolean;
  /** What the map's 400px show meanwhile. */
  children: ReactNode;
};

/** What the map's area shows until the map is ready, with a link to the place on OpenStreetMap. */
function MapPlaceholder({ loading, failed, children }: MapPlaceholderProps) {
  return (
    <div className="absolute inset-0 z-[1001]">
      {children}
      <p className="absolute inset-x-0 bottom-0 flex flex-wrap items-center justify-center gap-x-4 bg-white/90 px-4 py-2 text-sm text-ink">
        {failed ? <span>{copy.unavailable}</span> : null}
        {loading ? <span>{copy.loading}</span> : null}
        <a
          href={openStreetMapUrl(geo, copy.map.zoom)}
          className="inline-flex min-h-11 items-center font-semibold text-garden-800 underline underline-offset-4"
        >
          {copy.openStreetMapLink}
        </a>
      </p>
    </div>
  );
}

type PlacementControlsProps = {
  state: PlacementState;
  dispatch: Dispatch<PlacementAction>;
  /** The map can take a position. */
  ready: boolean;
  instructionsId: string;
};

/** "Set exact location" under the map, its instructions while placing, and the announcement of a placed position. */
function PlacementControls({ state, dispatch, ready, instructionsId }: PlacementControlsProps) {
  const moved = state.position.latitude !== geo.latitude || state.position.longitude !== geo.longitude;
  return (
    <div className="px-6 pt-5 sm:px-7">
      <Button
        variant={state.placing ? "danger" : "outline"}
        size="sm"
        disabled={!ready}
        // Unseen until the map can take a position, so no control shows that cannot work yet.
        className={cn(!ready && "invisible")}
        onClick={() => dispatch({ type: "toggle" })}
      >
        <Crosshair aria-hidden="true" className="size-4" />
        {state.placing ? copy.placing : copy.setLocation}
      </Button>
      <div aria-live="polite" className={cn("text-sm", state.placing && "mt-3 rounded-lg bg-danger-600/10 px-4 py-3")}>
        {state.placing ? (
          <div id={instructionsId}>
            <p className="font-semibold text-danger-700">{copy.hint}</p>
            <p className="mt-1 text-ink-soft">{copy.keyboardHint}</p>
          </div>
        ) : null}
      </div>
      <p aria-live="polite" className="sr-only">
        {moved
          ? copy.placedAnnouncement(
              formatCoordinate(state.position.latitude),
              formatCoordinate(state.position.longitude),
            )
          : ""}
      </p>
    </div>
  );
}
