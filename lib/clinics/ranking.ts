// Result ordering and badges (docs/PRODUCT.md, "One ranking rule"). The
// server orders the results page's list; the browser re-applies only the
// priority badges after its filters.
import type { ClinicAnswer } from "./answer";
import { crossing, onOutlyingIsland } from "@/lib/geo/islands";
import type { LatLng } from "@/lib/geo/distance";
import { byStableKey } from "./tie-break";
import { askedSpecies, speciesAtNight, type ClinicProfile, type ProfileSpecies, type ProfileValues, type SpeciesStance } from "./profile";

/** `coordPrecision` 'area': the point is a neighbourhood centre, not the clinic. */
export type RankableClinic = { id: string; is24Hour: boolean; distanceKm: number | null; coordPrecision?: string | null };

export const PRIORITY_SLOTS = 3;
export const PRIORITY_RADIUS_KM = 5;
/** Distances within one band are too close to tell from an approximate point. */
export const DISTANCE_BAND_KM = 1;

const isApproximate = (c: RankableClinic) => c.coordPrecision === "area";

/**
 * Distance ascending (unknown last), then 24-hour clinics first; a
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

/** Only a 24-hour clinic under 5 km can be one of the priority three (the server card shows its badge slot by this). */
export function mayBePriority(c: Pick<RankableClinic, "is24Hour" | "distanceKm">): boolean {
  return c.is24Hour && c.distanceKm !== null && c.distanceKm < PRIORITY_RADIUS_KM;
}

/**
 * Ids of the first 3 clinics in list order that are 24-hour and under 5 km; a
 * clinic with only an approximate point gets the badge only when no clinic
 * with its own point is left to take it.
 */
export function priorityIds(list: readonly RankableClinic[]): Set<string> {
  const eligible = list.filter(mayBePriority);
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

/** What the one rule weighs besides distance: the pet, the clinics' answers, now. */
export type RankContext = { species?: string | null; answers?: ReadonlyMap<string, ClinicAnswer>; now: Date };

/** What the rule reads of a clinic's own facts. */
type Profiled = { id: string; profile?: ClinicProfile | null };
type Candidate = RankableClinic & Profiled & { availability: { accepting: boolean } | null; openStatus: { state: string } };

/** What the rule says of one clinic for this request, for its place in the list and its card's marks. */
export type PetFit = {
  answer: ClinicAnswer | null;
  /** The pet's species when the profile is asked about it (not a dog or cat). */
  species: ProfileSpecies | null;
  /** Whether the clinic states (within 12 months) that it sees that species at night; null when not asked. */
  seesSpecies: SpeciesStance | null;
  /** "Phone before coming": applies whatever its age, a caution never lapses into a first pick. */
  phoneFirst: ProfileValues["phone_first"] | null;
};

export function petFit(clinic: Profiled, ctx: RankContext): PetFit {
  const species = askedSpecies(ctx.species);
  return {
    answer: ctx.answers?.get(clinic.id) ?? null,
    species,
    seesSpecies: species ? speciesAtNight(clinic.profile, species, ctx.now) : null,
    phoneFirst: clinic.profile?.phone_first?.value ?? null,
  };
}

/** Open at the time of the search (a 24-hour clinic, or within its hours). */
export const isOpen = (c: Pick<Candidate, "openStatus">) => c.openStatus.state === "open" || c.openStatus.state === "open24h";

/**
 * The list's groups, in order: the clinics that accepted this request; open
 * ones that state they see the pet's species at night; everything else; those
 * that state they do not see it; those that declined this request, last.
 */
function tier(clinic: Candidate, ctx: RankContext): number {
  const fit = petFit(clinic, ctx);
  if (fit.answer?.response === "accepted") return 0;
  if (fit.answer?.response === "declined") return 4;
  if (fit.seesSpecies === "no") return 3;
  if (fit.seesSpecies === "yes" && isOpen(clinic)) return 1;
  return 2;
}

/** The list in the rule's order; within a group the input's (distance) order is kept. */
export function orderForPet<T extends Candidate>(clinics: readonly T[], ctx: RankContext): T[] {
  return clinics
    .map((clinic, index) => ({ clinic, index, tier: tier(clinic, ctx) }))
    .sort((a, b) => a.tier - b.tier || a.index - b.index)
    .map(({ clinic }) => clinic);
}

/** Left out of the quick broadcast: declined this request, does not see this species, or asks to be phoned first. */
export function leftOutOfQuickBroadcast(clinic: Profiled, ctx: RankContext): boolean {
  const fit = petFit(clinic, ctx);
  return fit.answer?.response === "declined" || fit.seesSpecies === "no" || fit.phoneFirst !== null;
}

/** Why the first pick is first: its card's heading says it (messages: FirstPick.<reason>). */
export const FIRST_PICK_REASONS = [
  "accepted",
  "sees_species",
  "nearest_24h",
  "open_24h",
  "nearest_open",
  "open_now",
  "no_ferry",
  "no_answer",
] as const;
export type FirstPickReason = (typeof FIRST_PICK_REASONS)[number];

/** The one clinic to call first and why; `species` is the pet's, for "sees rabbits at night". */
export type FirstPick<T> = { clinic: T; reason: FirstPickReason; species: ProfileSpecies | null };

/**
 * Whether no other clinic of the pick's kind is nearer: "nearest" is said only
 * when true, whatever left the nearer ones out (a Decline, "not accepting",
 * "phone before coming", not seeing the pet).
 */
function nearestOfKind(pick: RankableClinic, clinics: readonly RankableClinic[], ofKind: (c: RankableClinic) => boolean): boolean {
  const km = pick.distanceKm;
  return km !== null && !clinics.some((c) => c.id !== pick.id && ofKind(c) && c.distanceKm !== null && c.distanceKm < km);
}

/**
 * The one clinic to call first, shared by the results page,
 * the two-tap door, district pages and (through leftOutOfQuickBroadcast) the
 * quick broadcast: the nearest clinic that accepted this request; else open now,
 * not "not accepting", not declined, not "phone before coming",
 * not stating it does not see the pet; among those, hospitals that state they
 * see the pet's species at night first, then 24-hour hospitals, each group in
 * the list's order (distance, in the bands above). With the reason
 * it is first, which its card's heading says.
 */
export function bestClinic<T extends Candidate>(clinics: readonly T[], ctx: RankContext = { now: new Date() }): FirstPick<T> | null {
  const species = askedSpecies(ctx.species);
  const pick = (clinic: T | undefined, reason: FirstPickReason) => (clinic ? { clinic, reason, species } : null);
  const sorted = sortClinics(clinics);
  const acceptor = sorted.find((c) => ctx.answers?.get(c.id)?.response === "accepted");
  if (acceptor) return pick(acceptor, "accepted");
  const open = sorted.filter((c) => {
    const fit = petFit(c, ctx);
    return isOpen(c) && c.availability?.accepting !== false && fit.answer === null && fit.phoneFirst === null && fit.seesSpecies !== "no";
  });
  const seesPet = open.find((c) => petFit(c, ctx).seesSpecies === "yes");
  if (seesPet) return pick(seesPet, "sees_species");
  const hospital = open.find((c) => c.is24Hour);
  if (hospital) return pick(hospital, nearestOfKind(hospital, clinics, (c) => c.is24Hour && isOpen(c as T)) ? "nearest_24h" : "open_24h");
  const first = open[0];
  return first ? pick(first, nearestOfKind(first, clinics, (c) => isOpen(c as T)) ? "nearest_open" : "open_now") : null;
}

type Placed = Candidate & { latitude: number | null; longitude: number | null };

/**
 * bestClinic() for an owner who may be on an outlying island: a clinic
 * reachable without a ferry comes first when one is open
 * (Lamma's own clinic before a hospital in Kennedy Town); otherwise the usual
 * choice, whose distance then names the ferry. An island's own clinic chosen
 * over the usual one is first because no ferry is needed, and says so.
 */
export function bestClinicFrom<T extends Placed>(
  clinics: readonly T[],
  from: LatLng | null,
  ctx: RankContext = { now: new Date() },
): FirstPick<T> | null {
  // A clinic that said yes to this request is the pick wherever it is.
  const accepted = clinics.some((c) => ctx.answers?.get(c.id)?.response === "accepted");
  if (!from || accepted || !onOutlyingIsland(from)) return bestClinic(clinics, ctx);
  const sameIsland = clinics.filter(
    (c) => c.latitude !== null && c.longitude !== null && !crossing(from, { latitude: c.latitude, longitude: c.longitude }),
  );
  const anywhere = bestClinic(clinics, ctx);
  const onIsland = bestClinic(sameIsland, ctx);
  if (!onIsland) return anywhere;
  return onIsland.clinic.id === anywhere?.clinic.id ? anywhere : { ...onIsland, reason: "no_ferry" };
}
