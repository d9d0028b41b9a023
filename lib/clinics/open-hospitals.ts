import "server-only";
import type { District } from "@/lib/regions/districts";
import { listDistrictHospitals, listNightHospitals, sortNightHospitals, type NightHospital } from "./night-hospitals";
import { isOpen } from "./open-status";

export type OpenHospitals = {
  /** With a district: the results page's first pick for a request at its centre; null when nothing near is open and accepting. */
  pick: NightHospital | null;
  /** The pick first, then the other 24-hour hospitals open now. */
  hospitals: NightHospital[];
};

/**
 * "Call the nearest open 24-hour hospital" without JavaScript: the 24-hour
 * hospitals open now, each a plain tel: link away. With a district, the one
 * the two-tap door and the district page would put first (the same search and
 * choice, listDistrictHospitals), then the rest nearest its centre; without
 * one, by district (Hong Kong Island, Kowloon, the New Territories), so an
 * owner finds their own area by reading down.
 */
export async function listOpenHospitals(district: District | null, at: Date): Promise<OpenHospitals> {
  if (!district) {
    const all = sortNightHospitals(await listNightHospitals(null, at), "district");
    return { pick: null, hospitals: all.filter((h) => isOpen(h.openStatus)) };
  }
  const { pick, hospitals } = await listDistrictHospitals(district, at, Number.POSITIVE_INFINITY);
  return { pick, hospitals: hospitals.filter((h) => h.id === pick?.id || isOpen(h.openStatus)) };
}
