// Great-circle distance (haversine, Earth radius 6371 km).
export const EARTH_RADIUS_KM = 6371;

export type LatLng = { latitude: number; longitude: number };

export function haversineKm(a: LatLng, b: LatLng): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Distances are shown to 1 decimal. */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}
