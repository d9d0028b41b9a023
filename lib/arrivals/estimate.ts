import { taxiMinutes } from "@/lib/emergency/phone-script";

// The arrival estimate the owner sends with "Tell them I'm coming" (issue 29).
// Client-safe: the card preselects it, the schema allows only these choices.

export const ETA_CHOICES = [10, 20, 30, 45] as const;
export type EtaMinutes = (typeof ETA_CHOICES)[number];

/** Without a distance the owner picks; the middle choice is preselected. */
const NO_DISTANCE: EtaMinutes = 20;

/**
 * Our rough taxi rule (taxiMinutes: about 20 km/h plus five minutes to find a
 * taxi) rounded up to the next choice, so the clinic is told a time the owner
 * can keep; 45 at most (the owner can still change it).
 */
export function suggestedEta(distanceKm: number | null | undefined): EtaMinutes {
  if (distanceKm == null || !Number.isFinite(distanceKm) || distanceKm < 0) return NO_DISTANCE;
  const minutes = taxiMinutes(distanceKm);
  return ETA_CHOICES.find((choice) => choice >= minutes) ?? ETA_CHOICES[ETA_CHOICES.length - 1];
}
