import "server-only";
import { writeAudit } from "@/lib/audit";
import type { CurrentUser } from "@/lib/auth/current-user";
import { currentTime } from "@/lib/clock";
import { db } from "@/lib/db";
import { isAdmin } from "@/lib/domain/enums";
import { forbidden, notFound } from "@/lib/errors";
import { hongKongDay } from "@/lib/time/hong-kong";
import { PROFILE_GROUPS, type ClinicProfile, type ProfileGroup } from "./profile";
import { profileFromRows, type ProfileEdit } from "./profile-schemas";

/**
 * Staff of the clinic or an admin state the hospital's profile:
 * each group given is stored with source 'clinic' or 'admin', today's date
 * and who set it; `phone_first: null` removes it; `confirmAll` ("Everything
 * is still right") restamps every group the clinic has. One transaction with
 * its audit entry; returns the profile as the pages will show it.
 */
export async function saveClinicProfile(clinicId: string, edit: ProfileEdit, user: CurrentUser, headers: Headers): Promise<ClinicProfile> {
  const admin = isAdmin(user);
  if (!admin && user.clinicId !== clinicId) throw forbidden("Not staff of this clinic");
  // Read before the transaction: the clock may use the database (lib/clock.ts).
  const now = await currentTime();
  const stamp = {
    source: admin ? "admin" : "clinic",
    sourceUrl: null,
    quote: null,
    asOf: new Date(hongKongDay(now).date),
    setBy: user.id,
    setAt: now,
  };
  return db.$transaction(async (tx) => {
    if (!(await tx.clinic.findUnique({ where: { id: clinicId }, select: { id: true } }))) throw notFound("Clinic");
    const before = await tx.clinicProfileFact.findMany({ where: { clinicId } });
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const group of PROFILE_GROUPS) {
      const value = edit[group];
      if (value === undefined) continue;
      const old = before.find((r) => r.group === group);
      if (value === null) {
        if (old) await tx.clinicProfileFact.delete({ where: { clinicId_group: { clinicId, group } } });
        if (old) changes[group] = { from: old.value, to: null };
        continue;
      }
      await tx.clinicProfileFact.upsert({
        where: { clinicId_group: { clinicId, group } },
        create: { clinicId, group, value, ...stamp },
        update: { value, ...stamp },
      });
      changes[group] = { from: old?.value ?? null, to: value };
    }
    if (edit.confirmAll) {
      const rest = before.filter((r) => edit[r.group as ProfileGroup] === undefined).map((r) => r.group);
      if (rest.length) await tx.clinicProfileFact.updateMany({ where: { clinicId, group: { in: rest } }, data: stamp });
      changes.confirmed = { from: null, to: rest };
    }
    if (Object.keys(changes).length) {
      await writeAudit({ entityType: "clinic", entityId: clinicId, action: "profile", userId: user.id, changes, headers }, tx);
    }
    return profileFromRows(await tx.clinicProfileFact.findMany({ where: { clinicId } }));
  });
}
