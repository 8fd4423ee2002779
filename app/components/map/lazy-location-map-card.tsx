/**
 * The "Our Location" card as the About page places it. The card's code (the placement state, the
 * map's loader and its copy) loads once the card comes near the screen
 * (components/near-screen-part.tsx); until then the prerendered card shows the address, the
 * coordinates and the drawn map area, with its link to OpenStreetMap. Leaflet itself follows
 * once the card has hydrated (location-map.tsx).
 */
import { nearScreenPart } from "~/components/near-screen-part";

const prerendered = import.meta.env.SSR ? await import("./location-map-card") : undefined;

export const LocationMapCard = nearScreenPart({
  place: "location-card",
  load: () => import("./location-map-card").then((module) => module.LocationMapCard),
  prerendered: prerendered?.LocationMapCard,
});
