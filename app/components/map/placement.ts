/**
 * The map card's placement mode as a reducer. Map clicks are always dispatched and the reducer
 * decides with the current state, so no event handler can act on a stale copy of the mode
 * (a click handler that read the mode from its closure would only ever see "off").
 */
export type Coordinates = { latitude: number; longitude: number };

export type PlacementState = {
  placing: boolean;
  position: Coordinates;
};

export type PlacementAction = { type: "toggle" } | { type: "cancel" } | { type: "place"; at: Coordinates };

export function initialPlacement(position: Coordinates): PlacementState {
  return { placing: false, position: normalise(position) };
}

export function placementReducer(state: PlacementState, action: PlacementAction): PlacementState {
  switch (action.type) {
    case "toggle":
      return { ...state, placing: !state.placing };
    case "cancel":
      return state.placing ? { ...state, placing: false } : state;
    case "place":
      // Outside placement mode a click on the map is just a click.
      if (!state.placing) return state;
      return { placing: false, position: normalise(action.at) };
  }
}

/** A map panned round the world reports longitudes beyond ±180; they name the same meridian. */
export function normalise({ latitude, longitude }: Coordinates): Coordinates {
  return { latitude: Math.min(90, Math.max(-90, latitude)), longitude: wrapLongitude(longitude) };
}

function wrapLongitude(longitude: number): number {
  if (longitude >= -180 && longitude <= 180) return longitude;
  const wrapped = ((((longitude + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && longitude > 0 ? 180 : wrapped;
}

/** Coordinates as the card shows them: six decimals, about 10 cm on the ground. */
export function formatCoordinate(value: number): string {
  return (Object.is(value, -0) ? 0 : value).toFixed(6);
}
