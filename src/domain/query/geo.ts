// Radius search around a point: great-circle distances between venues and the point asked for.

const EARTH_RADIUS_KM = 6371.0088;

export interface Point {
  lat: number;
  lng: number;
}

/** Haversine distance in kilometres. */
export function distanceKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function pointOf(venue: { geo_lat?: number | null; geo_lng?: number | null }): Point | undefined {
  return typeof venue.geo_lat === 'number' && typeof venue.geo_lng === 'number'
    ? { lat: venue.geo_lat, lng: venue.geo_lng }
    : undefined;
}
