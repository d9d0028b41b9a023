import type { ClinicProfile, ProfileFact, ProfileValues } from "./profile-schemas";
import { isOneOf } from "@/lib/domain/enums";
import { ASKED_SPECIES, NIGHT_FEE_BANDS, type FeeBand, type ProfileGroup, type ProfileSpecies } from "./profile-vocabulary";

export * from "./profile-vocabulary";
export type { ClinicProfile, ProfileFact, ProfileValues } from "./profile-schemas";

// A hospital's profile: what it can do at night, in groups, each
// group with who said it ('clinic', 'admin', or 'public' with the source's
// URL, words and date) and when. Unknown is null (or no group at all) and is
// said as unknown, never as "no". Client-safe and without zod (the results
// page's list imports it); the schemas are in profile-schemas.ts.

/** The night consultation fee a profile states (after midnight, else evening), whatever its age; null = not stated. */
export function nightFee(profile: ClinicProfile | null | undefined): { band: FeeBand; hkd: number } | null {
  const fees = profile?.fees?.value;
  const band = fees && NIGHT_FEE_BANDS.find((b) => fees[b]);
  return fees && band ? { band, hkd: fees[band]!.hkd } : null;
}

/** Facts older than this rank as unknown and show their year. */
export const PROFILE_FRESH_DAYS = 365;

/** Fresh = dated within the last 12 months; undated or older facts rank as unknown. */
export function isFresh(fact: Pick<ProfileFact, "asOf"> | undefined | null, now: Date): boolean {
  if (!fact?.asOf) return false;
  return now.getTime() - new Date(fact.asOf).getTime() <= PROFILE_FRESH_DAYS * 86_400_000;
}

/** What a fresh fact says; undefined for a missing, undated or stale one. */
export function freshValue<G extends ProfileGroup>(profile: ClinicProfile | null | undefined, group: G, now: Date) {
  const fact = profile?.[group] as ProfileFact<G> | undefined;
  return fact && isFresh(fact, now) ? fact.value : undefined;
}

/** A species the profile asks about: the owner's pet when it is not a dog or cat (which every hospital sees). */
export function askedSpecies(species: string | null | undefined): ProfileSpecies | null {
  return isOneOf(ASKED_SPECIES, species) ? species : null;
}

export type SpeciesStance = "yes" | "no" | "unknown";

/** Whether the hospital states (freshly) that it sees this species at night. */
export function speciesAtNight(profile: ClinicProfile | null | undefined, species: ProfileSpecies, now: Date): SpeciesStance {
  const night = freshValue(profile, "species", now)?.night[species];
  return night === true ? "yes" : night === false ? "no" : "unknown";
}

/**
 * What a profile states of these species, however old (the lines show the age): seen at night, seen by
 * day only, not seen at night; null when it states nothing of them.
 */
export function speciesStated(profile: ClinicProfile | null | undefined, species: readonly ProfileSpecies[]) {
  const value = profile?.species?.value;
  if (!value || !species.length) return null;
  return {
    night: species.filter((s) => value.night[s] === true),
    dayOnly: species.filter((s) => value.day[s] === true && value.night[s] !== true),
    notAtNight: species.filter((s) => value.night[s] === false),
  };
}

/**
 * A hospital's specialists in a page's language: the Chinese list on a Chinese page, the English one
 * otherwise; empty when they were written only in the other language; null when none are stated.
 */
export function specialistsIn(value: ProfileValues["specialists"], locale: string): string[] | null {
  const zh = value.listZh ?? [];
  if (!value.list.length && !zh.length) return null;
  return locale === "zh-HK" ? zh : value.list;
}
