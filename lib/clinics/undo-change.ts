import "server-only";
import { z } from "zod";
import { writeAudit } from "@/lib/audit";
import { hashToken, looksLikeToken } from "@/lib/security/link-tokens";
import { assertClinicStaff, type CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { RECORDED_FIELDS, type FieldChanges, type GuardedKind } from "./guarded-changes";

// The undo link of a change to a clinic's contacts or staff (./guarded-changes.ts):
// single use, 24 hours, and only for someone signed in as staff of that
// clinic or as an admin (with the second factor). Undoing writes the previous
// values back, in one transaction with its audit entry.

export type LiveUndo = {
  id: string;
  kind: GuardedKind;
  changes: FieldChanges;
  createdAt: Date;
  clinic: { id: string; name: string; nameZh: string | null };
};

export const undoInvalid = () =>
  new AppError("not_found", "This undo link was used already, has expired or is incomplete", { _: "ContactChange.undoInvalid" });

/** POST /api/clinic-changes/undo */
export const undoSchema = z.strictObject({ token: z.string("Validation.invalidType").max(100, "Validation.invalidType") });

/** An unused, unexpired undo link (looking spends nothing), or null. */
export async function findUndo(token: string): Promise<LiveUndo | null> {
  if (!looksLikeToken(token)) return null;
  const row = await db.clinicChangeUndo.findUnique({
    where: { tokenHash: hashToken(token) },
    select: {
      id: true,
      kind: true,
      changes: true,
      createdAt: true,
      usedAt: true,
      expiresAt: true,
      clinic: { select: { id: true, name: true, nameZh: true } },
    },
  });
  if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) return null;
  return { id: row.id, kind: row.kind as GuardedKind, changes: row.changes as FieldChanges, createdAt: row.createdAt, clinic: row.clinic };
}

/** Undoes the change (404 undoInvalid once used or expired; 403 unless staff of the clinic or an admin). */
export async function undoChange(token: string, user: CurrentUser, headers?: Headers): Promise<{ clinicId: string; clinicName: string }> {
  const undo = await findUndo(token);
  if (!undo) throw undoInvalid();
  assertClinicStaff(user, undo.clinic.id);
  await db.$transaction(async (tx) => {
    const { count } = await tx.clinicChangeUndo.updateMany({
      where: { id: undo.id, usedAt: null },
      data: { usedAt: new Date(), usedBy: user.id },
    });
    if (count !== 1) throw undoInvalid();
    const restored = await RESTORE[undo.kind](tx, undo);
    await writeAudit(
      {
        entityType: "clinic",
        entityId: undo.clinic.id,
        action: "change_undone",
        userId: user.id,
        changes: { ...restored, undone: { from: undo.kind, to: null } },
        headers,
      },
      tx,
    );
  });
  return { clinicId: undo.clinic.id, clinicName: undo.clinic.name };
}

type Restore = (tx: Prisma.TransactionClient, undo: LiveUndo) => Promise<FieldChanges>;

const RESTORE: Record<GuardedKind, Restore> = {
  /** Each changed contact field (and the point's precision) back to what it was. */
  async contacts(tx, { clinic, changes }) {
    const fields = RECORDED_FIELDS.filter((field) => field in changes);
    const before = await tx.clinic.findUnique({ where: { id: clinic.id }, select: Object.fromEntries(fields.map((f) => [f, true])) });
    if (!before) throw undoInvalid();
    await tx.clinic.update({ where: { id: clinic.id }, data: Object.fromEntries(fields.map((f) => [f, changes[f].from])) });
    return Object.fromEntries(fields.map((f) => [f, { from: plain((before as Record<string, unknown>)[f]), to: changes[f].from }]));
  },
  /** The invitation withdrawn; if it was accepted meanwhile, the person it added is unlinked again. */
  async staff_invite(tx, { clinic, changes }) {
    const email = String(changes.invited?.to ?? "");
    const invitationId = String(changes.invitation?.to ?? "");
    const withdrawn = await tx.identityToken.updateMany({
      where: { id: invitationId, kind: "staff_invite", usedAt: null },
      data: { usedAt: new Date() },
    });
    if (withdrawn.count === 0) {
      await tx.user.updateMany({ where: { email: { equals: email, mode: "insensitive" }, clinicId: clinic.id }, data: { clinicId: null } });
    }
    return { invited: { from: email, to: null } };
  },
  /** The removed staff member linked again, unless they have joined another clinic since (409). */
  async staff_unlink(tx, { clinic, changes }) {
    const member = changes.staff?.from as { id?: string; email?: string | null } | undefined;
    const { count } = await tx.user.updateMany({ where: { id: member?.id ?? "", clinicId: null }, data: { clinicId: clinic.id } });
    if (count !== 1) throw new AppError("conflict", "This person has joined another clinic (or left) since; invite them again instead");
    return { staff: { from: null, to: member ?? null } };
  },
};

/** Decimal → number, for the audit entry. */
const plain = (v: unknown) =>
  v !== null && typeof v === "object" && "toNumber" in v ? (v as { toNumber(): number }).toNumber() : (v ?? null);
