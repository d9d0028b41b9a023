// Result ordering and badges (SPEC §9), shared by the server and the results
// page, which re-applies them after filtering in the browser.

export type RankableClinic = { id: string; is24Hour: boolean; distanceKm: number | null };

export const PRIORITY_SLOTS = 3;
export const PRIORITY_RADIUS_KM = 5;

/** Distance ascending (unknown last), then 24-hour clinics first. Stable. */
export function compareClinics(a: RankableClinic, b: RankableClinic): number {
  if (a.distanceKm !== b.distanceKm) {
    if (a.distanceKm === null) return 1;
    if (b.distanceKm === null) return -1;
    return a.distanceKm - b.distanceKm;
  }
  return Number(b.is24Hour) - Number(a.is24Hour);
}

export function sortClinics<T extends RankableClinic>(clinics: readonly T[]): T[] {
  return [...clinics].sort(compareClinics);
}

/** Ids of the first 3 list positions that are 24-hour and under 5 km. */
export function priorityIds(list: readonly RankableClinic[]): Set<string> {
  const ids = new Set<string>();
  for (const clinic of list) {
    if (ids.size === PRIORITY_SLOTS) break;
    if (clinic.is24Hour && clinic.distanceKm !== null && clinic.distanceKm < PRIORITY_RADIUS_KM) ids.add(clinic.id);
  }
  return ids;
}

/**
 * Clinics that said they can take the case go first, taken from `all` so that
 * no filter can hide them; the filtered list follows without them.
 */
export function pinAccepted<T extends { id: string }>(filtered: readonly T[], all: readonly T[], acceptedIds: ReadonlySet<string>): T[] {
  if (!acceptedIds.size) return [...filtered];
  return [...all.filter((c) => acceptedIds.has(c.id)), ...filtered.filter((c) => !acceptedIds.has(c.id))];
}

type BestCandidate = RankableClinic & { availability: { accepting: boolean } | null };

/**
 * The one clinic to call first (issue 15): never one that said it is not
 * accepting; among those open now, 24-hour hospitals first, each group in the
 * SPEC order. `isOpenNow` defaults to "24-hour" until opening hours are known.
 */
export function bestClinic<T extends BestCandidate>(clinics: readonly T[], isOpenNow: (c: T) => boolean = (c) => c.is24Hour): T | null {
  const open = clinics.filter((c) => c.availability?.accepting !== false && isOpenNow(c));
  return sortClinics(open.filter((c) => c.is24Hour))[0] ?? sortClinics(open)[0] ?? null;
}
