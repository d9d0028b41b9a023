import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getServerEnv } from "@/lib/env";
import type { LatLng } from "@/lib/geo/distance";
import { DISTRICTS, type District } from "@/lib/regions/districts";
import type { WeeklyHours } from "./hours";
import { nightFee, type ClinicProfile } from "./profile";
import { loadProfiles, withProfiles } from "./profile-queries";
import { bestClinicFrom, type FirstPickReason } from "./ranking";
import { searchClinics, type ClinicResult } from "./search";
import type { NightSort } from "./night-hospitals-query";
import { isOpen } from "./open-status";

// The 24-hour hospitals for the pages a search lands on: the
// /24-hour-vets table, the district pages and /call-nearest. Every choice of "which first"
// is the results page's own (bestClinicFrom over the one ranking rule).

/** What the pages show beyond a search result: the page address, the district, and what the JSON-LD says. */
const PAGE_SELECT = {
  id: true,
  slug: true,
  district: true,
  email: true,
  website: true,
  openingHours: true,
  weeklyHours: true,
  region: { select: { nameEn: true } },
} as const satisfies Prisma.ClinicSelect;
type PageFacts = Omit<Prisma.ClinicGetPayload<{ select: typeof PAGE_SELECT }>, "id" | "weeklyHours"> & { weeklyHours: WeeklyHours | null };

export type NightHospital = ClinicResult & { profile: ClinicProfile | null } & PageFacts;

/** More than Hong Kong has; the search never reads the whole table. */
const MAX_HOSPITALS = 100;

/**
 * Each clinic with its profile and its page facts (two statements, side by
 * side); a clinic gone since the search is left out.
 */
async function asNightHospitals(clinics: readonly ClinicResult[]): Promise<NightHospital[]> {
  const ids = clinics.map((c) => c.id);
  const [profiles, rows] = await Promise.all([loadProfiles(ids), db.clinic.findMany({ where: { id: { in: ids } }, select: PAGE_SELECT })]);
  const byId = new Map(rows.map(({ id, weeklyHours, ...facts }) => [id, { ...facts, weeklyHours: weeklyHours as WeeklyHours | null }]));
  return clinics.flatMap((c) => {
    const facts = byId.get(c.id);
    return facts ? [{ ...c, profile: profiles.get(c.id) ?? null, ...facts }] : [];
  });
}

/** Every active 24-hour hospital, nearest first with `near` (the search's order). */
const searchNightHospitals = (near: LatLng | null, at: Date) => searchClinics({ near, is24Hour: true, limit: MAX_HOSPITALS, at });

/** Every active 24-hour hospital with its profile; with `near`, nearest first (the search's order). */
export async function listNightHospitals(near: LatLng | null, at: Date): Promise<NightHospital[]> {
  return asNightHospitals(await searchNightHospitals(near, at));
}

/** The gazetteer's order of the districts (Hong Kong Island, Kowloon, the New Territories), made once. */
const DISTRICT_ORDER = new Map(DISTRICTS.map((d, i) => [d.slug, i]));
const districtIndex = (slug: string | null) => DISTRICT_ORDER.get(slug ?? "") ?? DISTRICTS.length;
const byName = (a: NightHospital, b: NightHospital) => a.name.localeCompare(b.name);

/**
 * The table's order: by district (Hong Kong Island, Kowloon, then the New
 * Territories, as the gazetteer lists them), by night fee (cheapest first,
 * unknown last) or as measured (nearest first).
 */
export function sortNightHospitals(list: readonly NightHospital[], sort: NightSort): NightHospital[] {
  if (sort === "distance") return [...list];
  if (sort === "district") return [...list].sort((a, b) => districtIndex(a.district) - districtIndex(b.district) || byName(a, b));
  const fee = (h: NightHospital) => nightFee(h.profile)?.hkd ?? Number.POSITIVE_INFINITY;
  return [...list].sort((a, b) => fee(a) - fee(b) || byName(a, b));
}

export type DistrictHospitals = {
  /** The results page's first pick for a request at the district's centre; null when nothing near is open and accepting. */
  pick: NightHospital | null;
  /** Why it is first (the one rule's reason), said on its card. */
  reason: FirstPickReason | null;
  /** The pick, then the other 24-hour hospitals nearest the centre. */
  hospitals: NightHospital[];
};

/**
 * A district page's hospitals: the same search (the nearest
 * NEAREST_CLINICS_LIMIT clinics) and the same choice (bestClinicFrom) as the
 * results page for a request at the district's centre, so the page's first
 * hospital is the one the results page would put first; then the nearest
 * other 24-hour hospitals.
 */
export async function listDistrictHospitals(district: District, at: Date, count = 5): Promise<DistrictHospitals> {
  const from = district.centre;
  const [nearest, night] = await Promise.all([
    searchClinics({ near: from, limit: getServerEnv().NEAREST_CLINICS_LIMIT, at }).then(withProfiles),
    searchNightHospitals(from, at),
  ]);
  const first = bestClinicFrom(nearest, from, { now: at });
  const best = first?.clinic ?? null;
  // Profiles and page facts for the hospitals shown only, not for every 24-hour hospital the search found.
  const shown = await asNightHospitals([...(best ? [best] : []), ...night.filter((h) => h.id !== best?.id)].slice(0, count));
  const pick = best && shown[0]?.id === best.id ? shown[0] : null;
  return { pick, reason: pick && first ? first.reason : null, hospitals: shown };
}

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
