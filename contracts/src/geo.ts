/**
 * Decision 63: distances for "Near me". Within Gujarat (about 600 km across) the flat-earth approximation below
 * is within 0.5 % of the great-circle distance for the radii people search (up to 50 km), and it needs only
 * arithmetic, so SQLite and PostgreSQL can order by it without trigonometry functions.
 */

export const KM_PER_DEGREE = 111.32;
export const NEAR_ME_RADII = [2, 5, 10, 25, 50] as const;
export const DEFAULT_RADIUS_KM = 25;
export const MAX_RADIUS_KM = 100;

/** Gujarat's bounds, with a margin: a pin outside them is a mistake (or not in Gujarat). */
export const GUJARAT_BOUNDS = { south: 19.5, north: 24.9, west: 68, east: 74.7 } as const;
/** Where a map opens when nothing better is known. */
export const GUJARAT_CENTRE = { lat: 22.6, lng: 71.6 } as const;

/** Kilometres per degree of longitude at a latitude. */
export function kmPerLngDegree(lat: number): number {
  return KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180);
}

/** The latitude/longitude box that holds every point within `radiusKm` of a point. */
export function boundingBox(lat: number, lng: number, radiusKm: number) {
  const dLat = radiusKm / KM_PER_DEGREE;
  const dLng = radiusKm / kmPerLngDegree(lat);
  return { south: lat - dLat, north: lat + dLat, west: lng - dLng, east: lng + dLng };
}

/** Great-circle distance in kilometres (haversine), for what a card shows. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether a pin lies in (or near) Gujarat. */
export function inGujarat(lat: number, lng: number): boolean {
  const b = GUJARAT_BOUNDS;
  return lat >= b.south && lat <= b.north && lng >= b.west && lng <= b.east;
}
