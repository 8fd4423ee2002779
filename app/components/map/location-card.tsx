import { business } from "~/content/business";
import { locationMapContent as copy } from "~/content/location-map";

import { LocationMap } from "./location-map";

/** The "Our Location" card: where the business is, the area it serves, and the map. */
export function LocationCard() {
  return (
    <section aria-labelledby="our-location-heading" className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8">
      <h2 id="our-location-heading" className="font-display text-2xl font-semibold text-ink sm:text-3xl">
        {copy.heading}
      </h2>
      <address className="mt-2 text-lg not-italic text-ink">{business.address.display}</address>
      <p className="mt-1 text-ink-soft">{copy.serving}</p>
      <div className="mt-6">
        <LocationMap />
      </div>
    </section>
  );
}
