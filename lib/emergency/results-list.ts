import type { LatLng } from "@/lib/geo/distance";
import { defaultFilterClinics } from "@/lib/clinics/filter";
import type { ClinicProfile } from "@/lib/clinics/profile";
import { keptIds, profileQuery, readProfileFilters, type ProfileFilters } from "@/lib/clinics/profile-filter";
import { bestClinicFrom, orderForPet, petFit, pinAccepted, type FirstPick, type RankContext } from "@/lib/clinics/ranking";
import type { ClinicResult } from "@/lib/clinics/search";
import { answersOf, saidYes, type HospitalState } from "@/lib/request-state/derive";

// The results page's list, decided in one place: the first pick, the one
// rule's order (this request's answers and the pet weigh in, accepted clinics
// first and never filtered out), the profile filters of the URL, and which
// cards the first render sends. The page renders what this returns. Pure.

/**
 * Cards in the first render of the default list (the nearest, in the one rule's order), under the
 * first pick. Six, not ten: each card is ~7 KB of HTML and ~5 KB of RSC payload the phone parses,
 * lays out and hydrates; ten made a 224 KB document, six a 175 KB one.
 */
export const FIRST_CARDS = 6;

export type ResultsClinic = ClinicResult & { profile: ClinicProfile | null };

/** The page's query: `?sees=1`, `?icu=1` (profile filters), `?more=1` (the default list whole), `?all=1` (every card). */
export type ResultsQuery = Partial<Record<string, string | string[] | undefined>>;

export type ResultsListInput<T extends ResultsClinic> = {
  /** The request's nearest clinics, nearest first (lib/emergency/results.ts). */
  clinics: readonly T[];
  /** Each hospital's state for this request (lib/request-state). */
  hospitals: readonly HospitalState[];
  species: string | null;
  /** Where distances are measured from; null without a location (no first pick then). */
  origin: LatLng | null;
  /** ISO time the list is for. */
  now: string;
  query: ResultsQuery;
};

export type ResultsList<T> = {
  /** The clinic to call, and why it is first. */
  first: FirstPick<T> | null;
  /** Clinics that said yes: first, pinned whatever the filters, their cards always sent. */
  accepted: ReadonlySet<string>;
  profileFilters: ProfileFilters;
  /** Every clinic in the one rule's order, narrowed by the profile filters (accepted ones kept). */
  listed: T[];
  /** The clinics whose cards the first render sends, in order. */
  carded: T[];
  /** The default list's first cards (its nearest FIRST_CARDS and every clinic that answered). */
  firstCards: T[];
  /** What the browser's filters read: every listed clinic with every card, else what the default filters show or hint at. */
  filterable: T[];
  /** Every card was asked for (`?all=1`). */
  allCards: boolean;
  /** The query of the link to the rest of the default list's cards (`?more=1`, the filters kept); null when none were cut. */
  moreQuery: string | null;
  /** Whether a clinic's card asks if it sees the pet (its profile does not say, within a year). */
  asksSpecies: (clinic: T) => boolean;
  /** What the one rule weighs for this request (its answers, the pet, the time): the silence step ranks with it too. */
  rank: RankContext;
};

export function resultsList<T extends ResultsClinic>({
  clinics,
  hospitals,
  species,
  origin,
  now,
  query,
}: ResultsListInput<T>): ResultsList<T> {
  const answers = answersOf(hospitals);
  const accepted = new Set(hospitals.filter(saidYes).map((h) => h.clinicId));
  const rank: RankContext = { species, answers, now: new Date(now) };
  const first = origin ? bestClinicFrom(clinics, origin, rank) : null;
  // "Sees <species>" / "Oxygen / ICU": GET links, filtered here, so they work without JavaScript.
  const profileFilters = readProfileFilters(query, species);
  const kept = keptIds(clinics, profileFilters, species, rank.now);
  const keptSet = kept && new Set(kept);
  const listed = orderForPet(pinAccepted(clinics, clinics, accepted), rank).filter(
    (c) => accepted.has(c.id) || !keptSet || keptSet.has(c.id),
  );
  // The first render sends the default list's cards (24-hour only, and whoever accepted): its nearest
  // FIRST_CARDS and every clinic that answered (a Decline is said on its card), unless `?more=1`; `?all=1`
  // sends every card. Each card is ~50 elements the phone parses twice (HTML and RSC payload) and
  // hydrates; the rest are one tap, or one plain link, away.
  const allCards = query.all === "1";
  const defaultList = listed.filter((c) => c.is24Hour || accepted.has(c.id));
  const firstCards = defaultList.filter((c, i) => i < FIRST_CARDS || answers.has(c.id));
  const cut = !allCards && query.more !== "1" && firstCards.length < defaultList.length;
  return {
    first,
    accepted,
    profileFilters,
    listed,
    carded: allCards ? listed : cut ? firstCards : defaultList,
    firstCards,
    // 200 clinics' filter data was 78 KB of a 176 KB payload: another filter asks for all.
    filterable: allCards ? listed : defaultFilterClinics(listed, accepted),
    allCards,
    moreQuery: cut ? profileQuery(profileFilters, ["more"]) : null,
    asksSpecies: (clinic) => petFit(clinic, rank).seesSpecies === "unknown",
    rank,
  };
}
