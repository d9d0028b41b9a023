import "server-only";
import { writeAudit } from "@/lib/audit";
import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { announceChange, recordChange } from "./guarded-changes";

// Clinic staff. An admin no longer links an account by typing its
// address (anyone could put that address on their own account):
// the admin invites the address (inviteStaff in lib/accounts/identity.ts) and
// the person becomes staff by opening the emailed link while signed in with
// that address, verified. Someone already staff elsewhere is moved, and both
// clinics' histories say so. Unlinking stays an admin action here.

export type StaffMember = { id: string; firstName: string | null; lastName: string | null; email: string | null };

const STAFF_SELECT = { id: true, firstName: true, lastName: true, email: true } as const;

async function assertClinic(clinicId: string) {
  const clinic = await db.clinic.findUnique({ where: { id: clinicId }, select: { id: true } });
  if (!clinic) throw notFound("Clinic");
}

export async function listClinicStaff(clinicId: string): Promise<StaffMember[]> {
  await assertClinic(clinicId);
  return db.user.findMany({ where: { clinicId }, select: STAFF_SELECT, orderBy: [{ email: "asc" }] });
}

/** Unlinks a staff member (the caller checked the admin and the fresh check); announced with an undo link. */
export async function unlinkStaff(clinicId: string, userId: string, admin: CurrentUser, headers: Headers): Promise<void> {
  await assertClinic(clinicId);
  const notice = await db.$transaction(async (tx) => {
    const user = await tx.user.findFirst({ where: { id: userId, clinicId }, select: { id: true, email: true } });
    if (!user) throw notFound("Staff member");
    await tx.user.update({ where: { id: userId }, data: { clinicId: null } });
    const changes = { staff: { from: { id: user.id, email: user.email }, to: null } };
    await writeAudit({ entityType: "clinic", entityId: clinicId, action: "staff_unlink", userId: admin.id, changes, headers }, tx);
    return recordChange(tx, { clinicId, kind: "staff_unlink", changes, actor: admin });
  });
  await announceChange(notice);
}
