/** A link to a point on openstreetmap.org, with a marker on it, at the given zoom. */
export function openStreetMapUrl(
  { latitude, longitude }: { latitude: number; longitude: number },
  zoom: number,
): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`;
}
