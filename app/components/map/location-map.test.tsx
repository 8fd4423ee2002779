import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import address from "@content/business.yml?part=address";
import geo from "@content/business.yml?part=geo";
import mapCopy from "@content/location-map.yml";

import { LocationMapCard } from "./location-map-card";

describe("the location card before hydration", () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <LocationMapCard
      id="t"
      title="Our Location"
      text="Serving"
      addressLabel="Address"
      coordinatesLabel="Coordinates"
      mapLabel="Map of our base"
    />,
  );

  it("reserves the map's 400px with the placeholder and a link to OpenStreetMap, and no Leaflet", () => {
    const placeholder = container.querySelector('[role="img"][aria-label="Map of our base"]');
    const area = placeholder?.parentElement?.closest<HTMLElement>(".h-\\[400px\\]");
    expect(area).not.toBeNull();
    expect(container.querySelector("[style]")).toBeNull();
    expect(area?.querySelector("a")?.getAttribute("href")).toBe(
      `https://www.openstreetmap.org/?mlat=${geo.latitude}&mlon=${geo.longitude}#map=15/${geo.latitude}/${geo.longitude}`,
    );
    expect(container.querySelector(".leaflet-container")).toBeNull();
  });

  it("shows the address, the coordinates to six decimals and a placement button that waits for the map", () => {
    expect(container.textContent).toContain(address.display);
    expect(container.textContent).toContain(`${geo.latitude.toFixed(6)}, ${geo.longitude.toFixed(6)}`);
    const button = container.querySelector("button");
    expect(button?.textContent).toBe(mapCopy.setLocation);
    expect(button?.disabled).toBe(true);
  });
});
