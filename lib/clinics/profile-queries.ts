import "server-only";
import { db } from "@/lib/db";
import type { ClinicProfile } from "./profile";
import { profileFromRows } from "./profile-schemas";

/** The profiles of some clinics (one statement), by clinic id; a clinic with no facts is absent. */
export async function loadProfiles(clinicIds: readonly string[]): Promise<Map<string, ClinicProfile>> {
  const profiles = new Map<string, ClinicProfile>();
  if (!clinicIds.length) return profiles;
  const rows = await db.clinicProfileFact.findMany({
    where: { clinicId: { in: [...clinicIds] } },
    select: { clinicId: true, group: true, value: true, source: true, sourceUrl: true, asOf: true },
  });
  for (const clinicId of new Set(rows.map((r) => r.clinicId))) {
    const profile = profileFromRows(rows.filter((r) => r.clinicId === clinicId));
    if (Object.keys(profile).length) profiles.set(clinicId, profile);
  }
  return profiles;
}

/** Each clinic with its profile (null when nothing is known), in the same order. */
export async function withProfiles<T extends { id: string }>(clinics: readonly T[]): Promise<(T & { profile: ClinicProfile | null })[]> {
  const profiles = await loadProfiles(clinics.map((c) => c.id));
  return clinics.map((c) => ({ ...c, profile: profiles.get(c.id) ?? null }));
}
