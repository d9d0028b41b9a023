import "server-only";
import { db } from "@/lib/db";
import { PROFILE_GROUPS, type ClinicProfile } from "./profile";
import { readFact } from "./profile-schemas";

/** The profiles of some clinics (one statement), by clinic id; a clinic with no facts is absent. */
export async function loadProfiles(clinicIds: readonly string[]): Promise<Map<string, ClinicProfile>> {
  const profiles = new Map<string, ClinicProfile>();
  if (!clinicIds.length) return profiles;
  const rows = await db.clinicProfileFact.findMany({
    where: { clinicId: { in: [...clinicIds] } },
    select: { clinicId: true, group: true, value: true, source: true, sourceUrl: true, asOf: true },
  });
  for (const row of rows) {
    const group = PROFILE_GROUPS.find((g) => g === row.group);
    const fact = group ? readFact(group, row) : null;
    if (!group || !fact) continue;
    const profile = profiles.get(row.clinicId) ?? {};
    (profile as Record<string, unknown>)[group] = fact;
    profiles.set(row.clinicId, profile);
  }
  return profiles;
}

/** Each clinic with its profile (null when nothing is known), in the same order. */
export async function withProfiles<T extends { id: string }>(clinics: readonly T[]): Promise<(T & { profile: ClinicProfile | null })[]> {
  const profiles = await loadProfiles(clinics.map((c) => c.id));
  return clinics.map((c) => ({ ...c, profile: profiles.get(c.id) ?? null }));
}
