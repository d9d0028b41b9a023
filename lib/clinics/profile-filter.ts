import { askedSpecies, speciesAtNight, type ClinicProfile } from "./profile";

// The results list's profile filters: "Sees <species>" (only for a
// pet that is not a dog or cat) keeps the hospitals that state they see it at
// night, as the ranking rule reads it (fresh facts only); "Oxygen / ICU" keeps
// those that state the facility (the card shows the statement with its age).
// Plain GET links (?sees=1, ?icu=1), applied on the server: they work without
// JavaScript and add none to the page. Pure, unit-tested.

export const PROFILE_FILTERS = ["sees", "icu"] as const;
export type ProfileFilter = (typeof PROFILE_FILTERS)[number];
export type ProfileFilters = Record<ProfileFilter, boolean>;

type Query = Partial<Record<string, string | string[] | undefined>>;

/** The filters in force: `sees` only where it is offered (a pet that is not a dog or cat). */
export function readProfileFilters(query: Query, species: string | null | undefined): ProfileFilters {
  return { sees: query.sees === "1" && askedSpecies(species) !== null, icu: query.icu === "1" };
}

/** The filters offered for this pet, in order. */
export function offeredFilters(species: string | null | undefined): ProfileFilter[] {
  return askedSpecies(species) ? ["sees", "icu"] : ["icu"];
}

export function keptByProfile(
  clinic: { profile?: ClinicProfile | null },
  filters: ProfileFilters,
  species: string | null | undefined,
  now: Date,
): boolean {
  const asked = askedSpecies(species);
  if (filters.sees && asked && speciesAtNight(clinic.profile, asked, now) !== "yes") return false;
  if (filters.icu && clinic.profile?.facilities?.value.icu_oxygen !== true) return false;
  return true;
}

/** Ids of the clinics the filters keep; null when no filter is on (the list is whole). */
export function keptIds(
  clinics: readonly { id: string; profile?: ClinicProfile | null }[],
  filters: ProfileFilters,
  species: string | null | undefined,
  now: Date,
): string[] | null {
  if (!filters.sees && !filters.icu) return null;
  return clinics.filter((c) => keptByProfile(c, filters, species, now)).map((c) => c.id);
}

/** The query string of these filters, with any other flags on ("" when nothing is). */
export function profileQuery(filters: ProfileFilters, flags: readonly string[] = []): string {
  const params = new URLSearchParams([...PROFILE_FILTERS.filter((f) => filters[f]), ...flags].map((f) => [f, "1"]));
  return params.size ? `?${params}` : "";
}

/** The query string with one filter switched ("" when none is left on). */
export function toggledQuery(filters: ProfileFilters, filter: ProfileFilter): string {
  return profileQuery({ ...filters, [filter]: !filters[filter] });
}
