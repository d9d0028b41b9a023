// The compact list of 24-hour hospitals the service worker keeps for offline use:
// enough to call the nearest one when there is no network. Client-safe.
import type { ClinicContact } from "@/lib/clinics/contact";
import { byDistanceThenKey } from "@/lib/clinics/tie-break";
import { haversineKm, roundKm, type LatLng } from "@/lib/geo/distance";

/** The address is there for "Show to taxi driver" offline. */
export type EmergencyHospital = ClinicContact & {
  latitude: number | null;
  longitude: number | null;
  regionCode: string;
};

export type NearbyHospital = EmergencyHospital & { distanceKm: number | null };

/** Where the list is served (and cached by public/sw.js under the same URL). */
export const HOSPITALS_URL = "/api/clinics/hospitals-24h";

/** The `count` nearest to `from` (those without coordinates last; equal distances as online, by id); without a point, the list's order. */
export function nearestHospitals(list: EmergencyHospital[], from: LatLng | null, count: number): NearbyHospital[] {
  const withDistance = list.map((h) => ({
    ...h,
    distanceKm:
      from && h.latitude !== null && h.longitude !== null
        ? roundKm(haversineKm(from, { latitude: h.latitude, longitude: h.longitude }))
        : null,
  }));
  if (from) withDistance.sort(byDistanceThenKey);
  return withDistance.slice(0, count);
}
