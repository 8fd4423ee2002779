import { business } from "./business";

/** The live map in the About page's "Our Location" card: its controls' words and the map's settings (the card's own words are in pages/about.ts). */
export const locationMapContent = {
  setLocation: "Set exact location",
  placing: "Click on map to set location",
  hint: "Click anywhere on the map to place your business marker at the exact location.",
  keyboardHint:
    "With a keyboard: focus the map, move it with the arrow keys, then press Enter to place the marker at its centre. Escape cancels.",
  placedAnnouncement: (latitude: string, longitude: string) =>
    `Marker placed at latitude ${latitude}, longitude ${longitude}.`,
  loading: "Loading map…",
  unavailable: "The map could not be loaded.",
  tilesUnavailable: "Map images could not be loaded right now.",
  openStreetMapLink: "View on OpenStreetMap",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  recentre: "Centre the map on the marker",
  markerAlt: `${business.name} location marker`,
  popup: {
    name: business.name,
    address: business.address.display,
    tagline: business.tagline,
  },
  map: {
    tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
    tileSize: 256,
    maxZoom: 19,
    zoom: 15,
    attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  },
} as const;
