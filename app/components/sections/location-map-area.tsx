import { MapPin } from "~/components/ui/icons/map-pin";

import drawing from "./location-map-area.svg?no-inline";

/**
 * The 400px space the interactive map fills once it loads. Until then it shows a quiet drawing
 * of the area with the base marked: no tiles and no controls that would pretend to work.
 */
export function LocationMapArea({ label, place }: { label: string; place: string }) {
  return (
    <div role="img" aria-label={label} className="relative h-[400px] overflow-hidden bg-garden-50">
      {/* Decoration, kept out of the page's HTML: it loads as the card comes near. */}
      <img
        src={drawing}
        alt=""
        width={600}
        height={400}
        loading="lazy"
        decoding="async"
        className="absolute inset-0 h-full w-full object-cover"
      />
      <div className="absolute top-1/2 left-1/2 flex -translate-x-1/2 -translate-y-full flex-col items-center">
        <span className="rounded-lg bg-white px-3 py-1.5 text-sm font-semibold text-ink shadow">{place}</span>
        <MapPin aria-hidden="true" className="mt-1 size-10 fill-garden-700 text-white" strokeWidth={1.5} />
      </div>
    </div>
  );
}
