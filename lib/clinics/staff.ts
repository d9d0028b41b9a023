import "server-only";
import { writeAudit } from "@/lib/audit";
import type { CurrentUser } from "@/lib/auth/guards";
import { db } from "@/lib/db";
import { AppError, notFound } from "@/lib/errors";

// Linking clinic staff (SPEC §6): a person signs in once (that creates the
// account), then an admin links the account to a clinic by email. An account
// already linked to another clinic is moved (a person works for one clinic at a
// time): the move is written to both clinics' histories (staff_unlink on the
// old one, staff_link on the new one) and the answer names the old clinic so
// the admin portal can say so.

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

export type LinkResult = StaffMember & { movedFrom: { id: string; name: string } | null };

export async function linkStaff(clinicId: string, email: string, admin: CurrentUser, headers: Headers): Promise<LinkResult> {
  await assertClinic(clinicId);
  const user = await db.user.findFirst({
    where: { email: { equals: email, mode: "insensitive" } },
    select: { ...STAFF_SELECT, clinicId: true, clinic: { select: { id: true, name: true } } },
  });
  if (!user) {
    throw new AppError(
      "not_found",
      `No account uses ${email}. The person must sign in to PawAlert once (that creates the account), then link them again.`,
      { email: "Staff.noAccount" },
    );
  }
  const { clinicId: current, clinic: previous, ...member } = user;
  if (current === clinicId) return { ...member, movedFrom: null };
  const who = { id: user.id, email: user.email };
  return db.$transaction(async (tx) => {
    // Conditional update: a concurrent link of the same person cannot be lost silently.
    const { count } = await tx.user.updateMany({ where: { id: user.id, clinicId: current }, data: { clinicId } });
    if (count !== 1) throw new AppError("conflict", "This account's clinic just changed. Reload and try again.");
    if (previous) {
      await writeAudit(
        { entityType: "clinic", entityId: previous.id, action: "staff_unlink", userId: admin.id, changes: { staff: { from: who, to: null }, movedTo: { from: null, to: clinicId } }, headers },
        tx,
      );
    }
    await writeAudit(
      {
        entityType: "clinic",
        entityId: clinicId,
        action: "staff_link",
        userId: admin.id,
        changes: { staff: { from: null, to: who }, ...(previous ? { movedFrom: { from: previous.id, to: null } } : {}) },
        headers,
      },
      tx,
    );
    return { ...member, movedFrom: previous ? { id: previous.id, name: previous.name } : null };
  });
}

export async function unlinkStaff(clinicId: string, userId: string, admin: CurrentUser, headers: Headers): Promise<void> {
  await assertClinic(clinicId);
  await db.$transaction(async (tx) => {
    const user = await tx.user.findFirst({ where: { id: userId, clinicId }, select: { id: true, email: true } });
    if (!user) throw notFound("Staff member");
    await tx.user.update({ where: { id: userId }, data: { clinicId: null } });
    await writeAudit(
      { entityType: "clinic", entityId: clinicId, action: "staff_unlink", userId: admin.id, changes: { staff: { from: { id: user.id, email: user.email }, to: null } }, headers },
      tx,
    );
  });
}
