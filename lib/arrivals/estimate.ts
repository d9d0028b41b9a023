import { taxiMinutes } from "@/lib/emergency/phone-script";
import { haversineKm } from "@/lib/geo/distance";
import { ETA_CHOICES, NO_DISTANCE_ETA, type EtaMinutes } from "./eta-choices";

// The arrival estimate the owner sends with "Tell them I'm coming".
// Client-safe: the card preselects it, the schema allows only these choices.

export { ETA_CHOICES, type EtaMinutes } from "./eta-choices";

/**
 * Our rough taxi rule (taxiMinutes: about 20 km/h plus five minutes to find a
 * taxi) rounded up to the next choice, so the clinic is told a time the owner
 * can keep; 45 at most (the owner can still change it).
 */
export function suggestedEta(distanceKm: number | null | undefined): EtaMinutes {
  if (distanceKm == null || !Number.isFinite(distanceKm) || distanceKm < 0) return NO_DISTANCE_ETA;
  const minutes = taxiMinutes(distanceKm);
  return ETA_CHOICES.find((choice) => choice >= minutes) ?? ETA_CHOICES[ETA_CHOICES.length - 1];
}

/** Each clinic's estimate from the owner's point (the status page's alerted clinics), by clinic id. */
export function suggestedEtas(
  origin: { latitude: number; longitude: number } | null,
  clinics: { clinicId: string; clinicPlace: { latitude: number | null; longitude: number | null } | null }[],
): Record<string, EtaMinutes> {
  const out: Record<string, EtaMinutes> = {};
  for (const c of clinics) {
    const at = c.clinicPlace;
    const km =
      origin && at?.latitude != null && at.longitude != null
        ? haversineKm(origin, { latitude: at.latitude, longitude: at.longitude })
        : null;
    out[c.clinicId] = suggestedEta(km);
  }
  return out;
}
