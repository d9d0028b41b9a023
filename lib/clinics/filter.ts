import type { OpenStatus } from "./open-status";

// The results page's filters, applied in the browser to the nearest
// clinics the server already chose. Pure, so the same rules are unit-tested.

export type FilterableClinic = {
  name: string;
  nameZh: string | null;
  address: string;
  addressZh: string | null;
  regionCode: string;
  is24Hour: boolean;
  whatsapp: string | null;
  distanceKm: number | null;
  openStatus: { state: string };
};

export type ClinicFilters = {
  search: string;
  only24h: boolean;
  regionCode: string | null;
  /** null = any distance. */
  maxKm: number | null;
  whatsappOnly: boolean;
  /** Open at the time of the search; 24-hour clinics count as open. */
  openNow: boolean;
};

export const DEFAULT_FILTERS: ClinicFilters = {
  search: "",
  only24h: true,
  regionCode: null,
  maxKm: null,
  whatsappOnly: false,
  openNow: false,
};
const isOpenNow = (c: FilterableClinic) => c.openStatus.state === "open" || c.openStatus.state === "open24h";
export const DISTANCE_OPTIONS_KM = [5, 10, 15] as const;

/** Case-insensitive match on name, Chinese name, address and Chinese address. */
export function matchesSearch(clinic: FilterableClinic, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [clinic.name, clinic.nameZh, clinic.address, clinic.addressZh].some((field) => field?.toLocaleLowerCase().includes(needle));
}

export function filterClinics<T extends FilterableClinic>(clinics: readonly T[], filters: ClinicFilters): T[] {
  return clinics.filter(
    (c) =>
      matchesSearch(c, filters.search) &&
      (!filters.only24h || c.is24Hour) &&
      (!filters.regionCode || c.regionCode === filters.regionCode) &&
      (filters.maxKm === null || (c.distanceKm !== null && c.distanceKm <= filters.maxKm)) &&
      (!filters.whatsappOnly || Boolean(c.whatsapp)) &&
      (!filters.openNow || isOpenNow(c)),
  );
}

/**
 * The same searches run in SQL (the public directory, the admin list): `%`, `_`
 * and `\` typed by a person are literal characters, not LIKE wildcards.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * With "24-hour only" on: the clinics open now that are nearer than the
 * nearest 24-hour hospital (for the "N clinics nearer are open now" hint).
 */
export function nearerOpenClinics<T extends FilterableClinic & { is24Hour: boolean }>(all: readonly T[], shown: readonly T[]): T[] {
  const nearest24h = shown.find((c) => c.is24Hour && c.distanceKm !== null)?.distanceKm;
  if (nearest24h === undefined || nearest24h === null) return [];
  return all.filter((c) => !c.is24Hour && c.openStatus.state === "open" && c.distanceKm !== null && c.distanceKm < nearest24h);
}

/**
 * What the default filters can show or hint at, in the list's order: the 24-hour clinics, the pinned ones
 * (those that accepted) and the nearer ones open now that the hint counts. The results page's first render
 * sends the browser only these; another filter asks the server for the rest.
 */
export function defaultFilterClinics<T extends FilterableClinic & { id: string }>(clinics: readonly T[], pinned: ReadonlySet<string>): T[] {
  const passing = new Set(filterClinics(clinics, DEFAULT_FILTERS).map((c) => c.id));
  const shown = clinics.filter((c) => pinned.has(c.id) || passing.has(c.id));
  const kept = new Set([...shown, ...nearerOpenClinics(clinics, shown)].map((c) => c.id));
  return clinics.filter((c) => kept.has(c.id));
}

/** Whether two sets of filters are the same, field by field. */
export const sameFilters = (a: ClinicFilters, b: ClinicFilters) =>
  (Object.keys(b) as (keyof ClinicFilters)[]).every((key) => a[key] === b[key]);

/** The latest closing time among the nearer clinics open now ("until 21:00"), today's only. */
export function nearerOpenUntil(clinics: readonly { openStatus: OpenStatus }[]): string {
  const times = clinics.flatMap((c) =>
    c.openStatus.state === "open" && c.openStatus.closes.dayOffset === 0 ? [c.openStatus.closes.time] : [],
  );
  return times.sort().at(-1) ?? "24:00";
}
