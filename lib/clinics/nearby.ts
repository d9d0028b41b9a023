import "server-only";
import type { LatLng } from "@/lib/geo/distance";
import type { ClinicProfile } from "./profile";
import { withProfiles } from "./profile-queries";
import { orderForPet, sortClinics } from "./ranking";
import { searchClinics, type ClinicResult } from "./search";
import { openNowFirst } from "./open-status";

/** The nearest clinics listed by "See all nearby". */
const SHOWN = 20;
/** The 24-hour hospitals listed whatever their distance (the nearest few): the clinics open at night. */
const HOSPITALS = 5;

export type NearbyClinic = ClinicResult & { profile: ClinicProfile | null };

/**
 * "See all nearby" (/nearby): the nearest clinics to a point with the nearest
 * 24-hour hospitals too (at night the nearest twenty are mostly closed), in the
 * one rule's order (a hospital that asks to be phoned first shows its hotline
 * first); those open now apart from the rest (closed, or hours not known).
 */
export async function listNearby(near: LatLng, at: Date): Promise<{ open: NearbyClinic[]; notOpen: NearbyClinic[] }> {
  const found = await Promise.all([
    searchClinics({ near, limit: SHOWN, at }),
    searchClinics({ near, is24Hour: true, limit: HOSPITALS, at }),
  ]);
  const nearest = sortClinics([...new Map(found.flat().map((c) => [c.id, c])).values()]);
  return openNowFirst(orderForPet(await withProfiles(nearest), { now: at }));
}
