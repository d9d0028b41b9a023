import "server-only";
import { diffFields, writeAudit } from "@/lib/audit";
import type { CurrentUser } from "@/lib/auth/current-user";
import { currentTime } from "@/lib/clock";
import { db } from "@/lib/db";
import { AppError, forbidden, isUniqueViolation, notFound } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { STAFF_EDITABLE_FIELDS, type ClinicPatch } from "./admin-schemas";
import type { DayHours, WeeklyHours } from "./hours";
import { hoursColumns } from "./hours-columns";
import { CLINIC_CONTACT_SELECT } from "./contact";
import type { ClinicFormInput } from "./schemas";
import { numberOrNull } from "@/lib/db/decimal";
import { isAdmin, isOneOf } from "@/lib/domain/enums";
import { hasFreshCheck, stepUpRequired } from "@/lib/auth/second-factor/step-up";
import { announceChange, contactChanges, mayChangeContacts, recordChange, type PendingNotice } from "./guarded-changes";

// Clinic writes from the admin portal and the staff dashboard. Each
// change and its audit_logs row are written in one transaction.

const SELECT = {
  ...CLINIC_CONTACT_SELECT,
  whatsapp: true,
  email: true,
  website: true,
  openingHours: true,
  regionId: true,
  region: { select: { id: true, code: true, nameEn: true, nameZh: true } },
  is24Hour: true,
  isAvailable: true,
  availabilityUpdatedAt: true,
  availabilitySource: true,
  isSupportHospital: true,
  latitude: true,
  longitude: true,
  coordPrecision: true,
  weeklyHours: true,
  publicHolidayHours: true,
  hoursSource: true,
  hoursConfidence: true,
  openDuringTyphoon: true,
  openDuringBlackRain: true,
  status: true,
  services: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.ClinicSelect;

type Row = Prisma.ClinicGetPayload<{ select: typeof SELECT }>;

/** A clinic as read by the dashboard and the admin portal: coordinates as strings. */
export type ClinicDto = Omit<
  Row,
  "latitude" | "longitude" | "createdAt" | "updatedAt" | "availabilityUpdatedAt" | "weeklyHours" | "publicHolidayHours"
> & {
  weeklyHours: WeeklyHours | null;
  publicHolidayHours: DayHours;
  latitude: string | null;
  longitude: string | null;
  availabilityUpdatedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

function toClinicDto(row: Row): ClinicDto {
  return {
    ...row,
    availabilityUpdatedAt: row.availabilityUpdatedAt?.toISOString() ?? null,
    weeklyHours: row.weeklyHours as WeeklyHours | null,
    publicHolidayHours: row.publicHolidayHours as DayHours,
    latitude: row.latitude === null ? null : row.latitude.toString(),
    longitude: row.longitude === null ? null : row.longitude.toString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Plain values for audit diffs (Decimal → number, Date → ISO). */
function auditable(row: Row): Record<string, unknown> {
  // When and how availability was set are recorded by the availability entry itself.
  const {
    region: _region,
    createdAt: _c,
    updatedAt: _u,
    availabilityUpdatedAt: _a,
    availabilitySource: _s,
    latitude,
    longitude,
    ...rest
  } = row;
  return { ...rest, latitude: numberOrNull(latitude), longitude: numberOrNull(longitude) };
}

export async function findClinic(id: string): Promise<ClinicDto | null> {
  const row = await db.clinic.findUnique({ where: { id }, select: SELECT });
  return row ? toClinicDto(row) : null;
}

async function assertRegion(regionId: string, tx: Prisma.TransactionClient) {
  const region = await tx.region.findUnique({ where: { id: regionId }, select: { id: true } });
  if (!region) throw new AppError("validation_failed", "regionId: Region is required", { regionId: "Validation.regionRequired" });
}

type Precision = "building" | "area";

function coordinates(latitude: number | null | undefined, longitude: number | null | undefined, precision: Precision = "building") {
  if (latitude == null || longitude == null) return { latitude: null, longitude: null, coordPrecision: null };
  return { latitude, longitude, coordPrecision: precision };
}

function duplicate(): AppError {
  return new AppError("conflict", "A clinic with this name and address already exists", { name: "ClinicForm.duplicate" });
}

export async function createClinic(input: ClinicFormInput, user: CurrentUser, headers: Headers): Promise<ClinicDto> {
  try {
    return await db.$transaction(async (tx) => {
      await assertRegion(input.regionId, tx);
      const { latitude, longitude, coordPrecision, weeklyHours, publicHolidayHours, ...fields } = input;
      const row = await tx.clinic.create({
        data: {
          ...fields,
          ...coordinates(latitude, longitude, coordPrecision),
          ...(hoursColumns({ weeklyHours, publicHolidayHours }) as object),
        },
        select: SELECT,
      });
      const after = auditable(row);
      await writeAudit(
        {
          entityType: "clinic",
          entityId: row.id,
          action: "create",
          userId: user.id,
          changes: Object.fromEntries(
            Object.entries(after)
              .filter(([k]) => k !== "id")
              .map(([k, v]) => [k, { from: null, to: v }]),
          ),
          headers,
        },
        tx,
      );
      return toClinicDto(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

/**
 * Admin: any field. Staff of this clinic: only STAFF_EDITABLE_FIELDS (403 naming
 * the others). A change of only `isAvailable` is audited as 'availability'.
 * A change of the phone, WhatsApp, e-mail or map point needs a fresh check
 * (403 step_up_required, nothing changed) and is announced with an undo link
 * (./guarded-changes.ts).
 */
export async function updateClinic(id: string, patch: ClinicPatch, user: CurrentUser, headers: Headers): Promise<ClinicDto> {
  const admin = isAdmin(user);
  if (!admin) {
    if (user.clinicId !== id) throw forbidden("Not staff of this clinic");
    const refused = Object.keys(patch).filter((k) => !isOneOf(STAFF_EDITABLE_FIELDS, k));
    if (refused.length) throw forbidden(`Only an admin may change: ${refused.join(", ")}`);
  }
  // The same clock as the claim's age (lib/clock.ts), so that tests can move
  // past the 24 hours; read before the transaction, whose connection it cannot use.
  const now = await currentTime();
  // Read before the transaction too (its queries cannot share the transaction's connection), and only
  // for a patch that names a contact field: the availability switch, the most frequent write, reads nothing more.
  const checked = mayChangeContacts(patch) && (await hasFreshCheck(user));
  let notice: PendingNotice | null = null;
  try {
    const updated = await db.$transaction(async (tx) => {
      const before = await tx.clinic.findUnique({ where: { id }, select: SELECT });
      if (!before) throw notFound("Clinic");
      // A rename moves the page to the new name's slug; the trigger keeps the old one 30 days, an admin's rename for good.
      const formerSlug =
        admin && patch.name !== undefined ? (await tx.clinic.findUnique({ where: { id }, select: { slug: true } }))?.slug : null;
      if (patch.regionId) await assertRegion(patch.regionId, tx);
      const { latitude, longitude, coordPrecision, weeklyHours, publicHolidayHours, ...fields } = patch;
      const data: Prisma.ClinicUncheckedUpdateInput = { ...fields, ...hoursColumns({ weeklyHours, publicHolidayHours }, before) };
      const beforeLat = numberOrNull(before.latitude);
      const beforeLng = numberOrNull(before.longitude);
      const lat = latitude !== undefined ? latitude : beforeLat;
      const lng = longitude !== undefined ? longitude : beforeLng;
      // The edit form sends the point back unchanged with every save: only a new
      // point (or an explicit precision) changes how exact it is said to be.
      if (lat !== beforeLat || lng !== beforeLng || coordPrecision !== undefined) {
        Object.assign(data, coordinates(lat, lng, coordPrecision));
      }
      // The switch alone (even to the same value) is a confirmation; inside a
      // full form save only a change is.
      if (patch.isAvailable !== undefined && (Object.keys(patch).length === 1 || patch.isAvailable !== before.isAvailable)) {
        Object.assign(data, {
          availabilityUpdatedAt: now,
          availabilityUpdatedBy: user.id,
          availabilitySource: admin ? "admin" : "clinic",
        });
      }
      const row = await tx.clinic.update({ where: { id }, data, select: SELECT });
      if (formerSlug) await tx.clinicSlugHistory.updateMany({ where: { slug: formerSlug, clinicId: id }, data: { expiresAt: null } });
      const changes = diffFields(auditable(before), auditable(row));
      const contacts = contactChanges(changes);
      if (contacts) {
        // Thrown inside the transaction: the update above is rolled back.
        if (!checked) throw stepUpRequired();
        notice = await recordChange(tx, { clinicId: id, kind: "contacts", changes: contacts, actor: user });
      }
      if (Object.keys(changes).length) {
        const onlyAvailability = Object.keys(changes).length === 1 && "isAvailable" in changes;
        await writeAudit(
          { entityType: "clinic", entityId: id, action: onlyAvailability ? "availability" : "update", userId: user.id, changes, headers },
          tx,
        );
      }
      return toClinicDto(row);
    });
    if (notice) await announceChange(notice);
    return updated;
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

/** Admin only (checked by the caller). Staff keep their accounts: users.clinic_id is set null by the FK. */
export async function deleteClinic(id: string, user: CurrentUser, headers: Headers): Promise<void> {
  await db.$transaction(async (tx) => {
    const before = await tx.clinic.findUnique({ where: { id }, select: SELECT });
    if (!before) throw notFound("Clinic");
    const staff = await tx.user.findMany({ where: { clinicId: id }, select: { id: true } });
    await tx.clinic.delete({ where: { id } });
    const snapshot = auditable(before);
    await writeAudit(
      {
        entityType: "clinic",
        entityId: id,
        action: "delete",
        userId: user.id,
        changes: {
          ...Object.fromEntries(
            Object.entries(snapshot)
              .filter(([k]) => k !== "id")
              .map(([k, v]) => [k, { from: v, to: null }]),
          ),
          ...(staff.length ? { staffUnlinked: { from: staff.map((s) => s.id), to: [] } } : {}),
        },
        headers,
      },
      tx,
    );
  });
}

export type AuditEntryDto = {
  id: string;
  action: string;
  createdAt: string;
  user: { id: string; email: string | null; firstName: string | null; lastName: string | null } | null;
  changes: Record<string, { from: unknown; to: unknown }> | null;
  ipAddress: string | null;
  userAgent: string | null;
};

/** A clinic's history, newest first (also after the clinic was deleted). */
export async function listClinicAudit(id: string, limit = 100): Promise<AuditEntryDto[]> {
  const rows = await db.auditLog.findMany({
    where: { entityType: "clinic", entityId: id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
  });
  const userIds = [...new Set(rows.map((r) => r.userId).filter((u): u is string => Boolean(u)))];
  const users = new Map(
    (await db.user.findMany({ where: { id: { in: userIds } }, select: { id: true, email: true, firstName: true, lastName: true } })).map(
      (u) => [u.id, u],
    ),
  );
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    createdAt: r.createdAt.toISOString(),
    user: r.userId ? (users.get(r.userId) ?? null) : null,
    changes: (r.changes as AuditEntryDto["changes"]) ?? null,
    ipAddress: r.ipAddress,
    userAgent: r.userAgent,
  }));
}
