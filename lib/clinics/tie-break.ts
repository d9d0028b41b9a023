// The one tie-break every list of clinics uses: the
// server's ranking (lib/clinics/ranking.ts) and the offline door's saved list
// (lib/offline/hospitals.ts). Two hospitals at the same shown distance are
// ordered by id, so online and offline the door names the same one.

/** By id: stable across the database's order and the saved list's. */
export function byStableKey(a: { id: string }, b: { id: string }): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Shown distance ascending (unknown last), then byStableKey. */
export function byDistanceThenKey(a: { id: string; distanceKm: number | null }, b: { id: string; distanceKm: number | null }): number {
  return (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) || byStableKey(a, b);
}
