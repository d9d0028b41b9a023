// Result ordering and badges (SPEC §9), shared by the server and the results
// page, which re-applies them after filtering in the browser.
import { byStableKey } from "./tie-break";

/** `coordPrecision` 'area': the point is a neighbourhood centre, not the clinic (issue 16). */
export type RankableClinic = { id: string; is24Hour: boolean; distanceKm: number | null; coordPrecision?: string | null };

export const PRIORITY_SLOTS = 3;
export const PRIORITY_RADIUS_KM = 5;
/** Distances within one band are too close to tell from an approximate point. */
export const DISTANCE_BAND_KM = 1;

const isApproximate = (c: RankableClinic) => c.coordPrecision === "area";

/**
 * Distance ascending (unknown last), then 24-hour clinics first (SPEC §9); a
 * clinic placed at its area's centre sorts after the clinics with their own
 * point in the same 1 km band, since its distance is only roughly known. Stable.
 */
export function compareClinics(a: RankableClinic, b: RankableClinic): number {
  if (a.distanceKm === null || b.distanceKm === null) {
    if (a.distanceKm !== b.distanceKm) return a.distanceKm === null ? 1 : -1;
    return Number(b.is24Hour) - Number(a.is24Hour) || byStableKey(a, b);
  }
  const band = Math.floor(a.distanceKm / DISTANCE_BAND_KM) - Math.floor(b.distanceKm / DISTANCE_BAND_KM);
  if (band !== 0) return band;
  if (isApproximate(a) !== isApproximate(b)) return isApproximate(a) ? 1 : -1;
  if (a.distanceKm !== b.distanceKm) return a.distanceKm - b.distanceKm;
  return Number(b.is24Hour) - Number(a.is24Hour) || byStableKey(a, b);
}

export function sortClinics<T extends RankableClinic>(clinics: readonly T[]): T[] {
  return [...clinics].sort(compareClinics);
}

/**
 * Ids of the first 3 clinics in list order that are 24-hour and under 5 km; a
 * clinic with only an approximate point gets the badge only when no clinic
 * with its own point is left to take it.
 */
export function priorityIds(list: readonly RankableClinic[]): Set<string> {
  const eligible = list.filter((c) => c.is24Hour && c.distanceKm !== null && c.distanceKm < PRIORITY_RADIUS_KM);
  return new Set(
    [...eligible.filter((c) => !isApproximate(c)), ...eligible.filter(isApproximate)].slice(0, PRIORITY_SLOTS).map((c) => c.id),
  );
}

/**
 * Clinics that said they can take the case go first, taken from `all` so that
 * no filter can hide them; the filtered list follows without them.
 */
export function pinAccepted<T extends { id: string }>(filtered: readonly T[], all: readonly T[], acceptedIds: ReadonlySet<string>): T[] {
  if (!acceptedIds.size) return [...filtered];
  return [...all.filter((c) => acceptedIds.has(c.id)), ...filtered.filter((c) => !acceptedIds.has(c.id))];
}

type BestCandidate = RankableClinic & { availability: { accepting: boolean } | null; openStatus: { state: string } };

/**
 * The one clinic to call first (issue 15): open now (issue 16) and never one
 * that said it is not accepting; 24-hour hospitals first, each group in the
 * list's order (SPEC §9 with the distance bands above).
 */
export function bestClinic<T extends BestCandidate>(clinics: readonly T[]): T | null {
  const open = clinics.filter(
    (c) => c.availability?.accepting !== false && (c.openStatus.state === "open" || c.openStatus.state === "open24h"),
  );
  return sortClinics(open.filter((c) => c.is24Hour))[0] ?? sortClinics(open)[0] ?? null;
}
