import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { LocationMap } from "./location-map";

describe("LocationMap before hydration", () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<LocationMap />);

  it("reserves the map's 400px with a placeholder naming the place and linking to OpenStreetMap", () => {
    const area = container.firstElementChild?.firstElementChild as HTMLElement;
    expect(area.style.height).toBe("400px");
    expect(area.textContent).toContain("High Wycombe, Buckinghamshire");
    expect(area.querySelector("a")?.getAttribute("href")).toBe("https://www.openstreetmap.org/?mlat=51.6344&mlon=-0.7489#map=15/51.6344/-0.7489");
    expect(container.querySelector(".leaflet-container")).toBeNull();
  });

  it("shows the coordinates to six decimals and a placement button that waits for the map", () => {
    expect(container.textContent).toContain("51.634400");
    expect(container.textContent).toContain("-0.748900");
    const button = container.querySelector("button");
    expect(button?.textContent).toBe("Set exact location");
    expect(button?.disabled).toBe(true);
  });
});
