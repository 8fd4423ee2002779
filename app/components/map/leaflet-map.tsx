// This module is the map's lazy chunk: Leaflet touches `window` as soon as it loads, so only a
// dynamic import after hydration may reach it, never the prerender.
import "leaflet/dist/leaflet.css";

import L from "leaflet";
import markerIconRetinaUrl from "leaflet/dist/images/marker-icon-2x.png?no-inline";
import markerIconUrl from "leaflet/dist/images/marker-icon.png?no-inline";
import markerShadowUrl from "leaflet/dist/images/marker-shadow.png?no-inline";
import { Crosshair } from "~/components/ui/icons/crosshair";
import { LocateFixed } from "~/components/ui/icons/locate-fixed";
import { Minus } from "~/components/ui/icons/minus";
import { Plus } from "~/components/ui/icons/plus";
import { type Dispatch, type ReactNode, useEffect, useState } from "react";
import { MapContainer, Marker, Popup, TileLayer, useMapEvents } from "react-leaflet";

import { Tooltip } from "~/components/ui/tooltip";
import business from "@content/business.yml";
import address from "@content/business.yml?part=address";
import copy from "@content/location-map.yml";
import { cn } from "~/lib/cn";

import type { Coordinates, PlacementAction } from "./placement";

/*
 * Leaflet's default marker finds its images through a path guessed from its CSS, which a
 * bundler breaks (the images 404 or come from a CDN). This icon names the bundled files
 * instead; `?no-inline` keeps them real same-origin files rather than data URLs.
 */
const markerIcon = L.icon({
  iconUrl: markerIconUrl,
  iconRetinaUrl: markerIconRetinaUrl,
  shadowUrl: markerShadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
});

export type LeafletMapProps = {
  /** The map's accessible name. */
  label: string;
  position: Coordinates;
  placing: boolean;
  dispatch: Dispatch<PlacementAction>;
  onReady: () => void;
  /** The id of the keyboard instructions shown while placing. */
  instructionsId: string;
};

type TileStatus = "pending" | "loaded" | "failed";

export function LeafletMap({ label, position, placing, dispatch, onReady, instructionsId }: LeafletMapProps) {
  const [map, setMap] = useState<L.Map | null>(null);
  const [animate] = useState(() => !window.matchMedia("(prefers-reduced-motion: reduce)").matches);
  const [tiles, setTiles] = useState<TileStatus>("pending");
  const centre = { lat: position.latitude, lng: position.longitude };

  useMapKeyboard(map, dispatch);

  useEffect(() => {
    const container = map?.getContainer();
    if (!container) return;
    // Leaflet makes the container focusable and gives it the arrow keys: an application with a name.
    container.setAttribute("role", "application");
    container.setAttribute("aria-roledescription", "map");
    container.setAttribute("aria-label", label);
    if (placing) container.setAttribute("aria-describedby", instructionsId);
    else container.removeAttribute("aria-describedby");
  }, [map, label, placing, instructionsId]);

  return (
    <div className={cn("absolute inset-0", placing && "[&_.leaflet-container]:cursor-crosshair")}>
      <MapContainer
        ref={setMap}
        // Read once, at mount: a new placement moves the marker, not the view.
        center={centre}
        zoom={copy.map.zoom}
        zoomControl={false}
        scrollWheelZoom={false}
        zoomAnimation={animate}
        fadeAnimation={animate}
        markerZoomAnimation={animate}
        // On phones one finger scrolls the page; panning is left to the buttons and pinch.
        dragging={!L.Browser.mobile}
        whenReady={onReady}
        className="h-full w-full"
      >
        <TileLayer
          url={copy.map.tileUrl}
          tileSize={copy.map.tileSize}
          maxZoom={copy.map.maxZoom}
          attribution={copy.map.attribution}
          eventHandlers={{
            tileload: () => setTiles("loaded"),
            tileerror: () => setTiles((status) => (status === "loaded" ? status : "failed")),
          }}
        />
        <Marker position={centre} icon={markerIcon} alt={copy.markerAlt} title={business.name}>
          <Popup>
            <strong className="block text-base text-ink">{business.name}</strong>
            <span className="mt-1 block">{address.display}</span>
            <span className="mt-1 block text-ink-soft">{business.tagline}</span>
          </Popup>
        </Marker>
        <PlaceOnClick dispatch={dispatch} />
      </MapContainer>

      {placing ? (
        <Crosshair
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-1/2 z-[650] size-8 -translate-1/2 text-danger-700"
        />
      ) : null}

      {tiles === "failed" ? (
        <p className="absolute inset-x-3 bottom-8 z-[1000] rounded-md bg-white/95 px-3 py-2 text-sm text-ink shadow">
          {copy.tilesUnavailable}
        </p>
      ) : null}

      <div className="absolute top-3 right-3 z-[1000] flex flex-col gap-2">
        <MapButton label={copy.zoomIn} onClick={() => map?.zoomIn()}>
          <Plus aria-hidden="true" className="size-5" />
        </MapButton>
        <MapButton label={copy.zoomOut} onClick={() => map?.zoomOut()}>
          <Minus aria-hidden="true" className="size-5" />
        </MapButton>
        <MapButton label={copy.recentre} onClick={() => map?.setView(centre, copy.map.zoom)}>
          <LocateFixed aria-hidden="true" className="size-5" />
        </MapButton>
      </div>
    </div>
  );
}

/** Every map click is offered to the placement reducer, which alone knows whether the mode is on. */
function PlaceOnClick({ dispatch }: { dispatch: Dispatch<PlacementAction> }) {
  useMapEvents({
    click: (event) => dispatch({ type: "place", at: { latitude: event.latlng.lat, longitude: event.latlng.lng } }),
  });
  return null;
}

/** Enter on the focused map places the marker at its centre (when placing); Escape leaves the mode. */
function useMapKeyboard(map: L.Map | null, dispatch: Dispatch<PlacementAction>) {
  useEffect(() => {
    const container = map?.getContainer();
    if (!map || !container) return;
    function onKeyDown(event: KeyboardEvent) {
      // Keys on the marker or popup inside the map are theirs.
      if (event.target !== container) return;
      if (event.key === "Enter") {
        const centre = map!.getCenter();
        dispatch({ type: "place", at: { latitude: centre.lat, longitude: centre.lng } });
      } else if (event.key === "Escape") {
        dispatch({ type: "cancel" });
      }
    }
    container.addEventListener("keydown", onKeyDown);
    return () => container.removeEventListener("keydown", onKeyDown);
  }, [map, dispatch]);
}

function MapButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip label={label} side="left">
      <button
        type="button"
        aria-label={label}
        onClick={onClick}
        className="inline-flex size-11 items-center justify-center rounded-md border border-line bg-white text-ink shadow-md hover:bg-paper-deep"
      >
        {children}
      </button>
    </Tooltip>
  );
}
