import "server-only";
import { currentTime } from "@/lib/clock";
import { getServerEnv } from "@/lib/env";
import { resolvePlace } from "@/lib/geo/gazetteer";
import { placeOptions } from "@/lib/places/resolve";
import type { PlaceOption } from "@/lib/places/schemas";
import { bestClinicFrom, type FirstPickReason } from "./ranking";
import type { NearestOpenQuery } from "./schemas";
import { searchClinics, type ClinicResult } from "./search";
import { withProfiles } from "./profile-queries";

/** Where the answer was measured from; `approximate` for a picked district or area (its centre). */
export type NearestOpenFrom = { latitude: number; longitude: number; approximate: boolean };

/**
 * The two-tap path's answer: the one hospital to call, or (no place
 * given, or one the gazetteer does not know) the districts and areas to pick.
 * `clinic` is null when nothing near is open and accepting.
 */
export type NearestOpenAnswer =
  | { kind: "found"; clinic: ClinicResult | null; reason: FirstPickReason | null; from: NearestOpenFrom; now: string }
  | { kind: "pick"; options: PlaceOption[] };

/**
 * The results page's best clinic for the same point: the same search (the
 * nearest NEAREST_CLINICS_LIMIT active clinics, lib/clinics/search.ts) and the
 * same choice (bestClinicFrom over the one rule, bestClinic: open now, not "not
 * accepting", not "phone before coming", 24-hour first; the island's own
 * clinic first for an owner on an outlying island).
 */
export async function findNearestOpenHospital({ near, place, locale }: NearestOpenQuery): Promise<NearestOpenAnswer> {
  let from: NearestOpenFrom | null = near ? { ...near, approximate: false } : null;
  if (!from && place) {
    const found = resolvePlace(place);
    if (found) from = { latitude: found.latitude, longitude: found.longitude, approximate: true };
  }
  if (!from) return { kind: "pick", options: placeOptions(locale) };
  const at = await currentTime();
  const clinics = await withProfiles(await searchClinics({ near: from, limit: getServerEnv().NEAREST_CLINICS_LIMIT, at }));
  const best = bestClinicFrom(clinics, from, { now: at });
  // The answer carries the clinic as searched and why it is the one; its profile only steered the choice.
  return { kind: "found", clinic: best && withoutProfile(best.clinic), reason: best?.reason ?? null, from, now: at.toISOString() };
}

const withoutProfile = ({ profile: _profile, ...clinic }: ClinicResult & { profile: unknown }): ClinicResult => clinic;
