import { db } from "@/lib/db";
import { seed } from "@/lib/seed/seed";
import type { CurrentUser } from "@/lib/auth/current-user";
import { asCurrentUser, resetData } from "@/tests/utils/db";
import { createClinic, deleteClinic, listClinicAudit, updateClinic } from "./admin";
import { listAdminClinics } from "./admin-list";
import { adminClinicListQuerySchema, clinicPatchSchema } from "./admin-schemas";
import { clinicFormSchema } from "./schemas";
import { acceptInvitation, createInvitation } from "@/lib/accounts/identity";
import { listClinicStaff, unlinkStaff } from "./staff";
import { insertSyntheticClinics } from "./synthetic";

const list = (params: Record<string, string> = {}) => listAdminClinics(adminClinicListQuerySchema.parse(params));
const headers = new Headers({ "x-forwarded-for": "203.0.113.9", "user-agent": "jest-admin" });

let admin: CurrentUser;
let regionId: string;

beforeAll(async () => {
  await resetData();
  await seed(db, { demo: false });
  const row = await db.user.create({ data: { email: "root@test.example", role: "admin" } });
  admin = asCurrentUser(row);
  regionId = (await db.region.findFirstOrThrow({ where: { code: "KLN" } })).id;
});

describe("admin clinic list (SQL)", () => {
  it("counts, filters and pages in the database, 20 a page", async () => {
    // "Accepting emergencies" counts only what a clinic or admin set in the last 24 hours.
    const kln24 = await db.clinic.findMany({ where: { is24Hour: true, region: { code: "KLN" } }, select: { id: true }, take: 3 });
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    await db.clinic.update({ where: { id: kln24[0].id }, data: { availabilitySource: "clinic", availabilityUpdatedAt: hoursAgo(1) } });
    await db.clinic.update({ where: { id: kln24[1].id }, data: { availabilitySource: "admin", availabilityUpdatedAt: hoursAgo(0) } });
    await db.clinic.update({ where: { id: kln24[2].id }, data: { availabilitySource: "clinic", availabilityUpdatedAt: hoursAgo(25) } });
    const total = await db.clinic.count();
    const all = await list();
    expect(all.total).toBe(total);
    expect(all.filtered).toBe(total);
    expect(all.items).toHaveLength(20);
    expect(all.pages).toBe(Math.ceil(total / 20));
    expect(all.stats).toMatchObject({
      total,
      available: 2,
      h24: await db.clinic.count({ where: { is24Hour: true } }),
      support: await db.clinic.count({ where: { isSupportHospital: true } }),
      missingGps: await db.clinic.count({ where: { OR: [{ latitude: null }, { longitude: null }] } }),
      requests: await db.emergencyRequest.count(),
    });

    const last = await list({ page: String(all.pages) });
    expect(last.items).toHaveLength(total - 20 * (all.pages - 1));
    expect(last.items.some((c) => all.items.some((f) => f.id === c.id))).toBe(false);
    expect((await list({ page: "9999" })).page).toBe(all.pages);

    const h24 = await list({ h24: "yes", region: "KLN", available: "yes" });
    expect(h24.items.map((c) => c.id).sort()).toEqual([kln24[0].id, kln24[1].id].sort());
    expect(h24.items.every((c) => c.is24Hour && c.isAvailable && c.regionCode === "KLN")).toBe(true);
    await db.clinic.update({ where: { id: kln24[0].id }, data: { isAvailable: false } });
    expect((await list({ available: "no" })).items.map((c) => c.id)).toContain(kln24[0].id);
    expect((await list({ support: "no" })).filtered).toBe(await db.clinic.count({ where: { isSupportHospital: false } }));
  });

  it("searches name, Chinese name, address and Chinese address case-insensitively; % is literal", async () => {
    const sample = await db.clinic.findFirstOrThrow({ where: { nameZh: { not: null }, addressZh: { not: null } } });
    for (const q of [sample.name.toUpperCase(), sample.nameZh!, sample.address.toLowerCase(), sample.addressZh!]) {
      const found = await list({ q });
      expect(found.items.map((c) => c.id)).toContain(sample.id);
      expect(found.filtered).toBeLessThan(found.total);
    }
    expect((await list({ q: "%" })).filtered).toBe(0);
  });

  it("synthetic clinics fill the missing-GPS and other filters", async () => {
    const before = await list({ gps: "missing" });
    expect(await insertSyntheticClinics(24, { prefix: "Bench" })).toBe(24);
    const after = await list({ gps: "missing" });
    expect(after.filtered).toBe(before.filtered + 2);
    expect(after.items.every((c) => c.latitude === null || c.longitude === null)).toBe(true);
    expect((await list({ q: "bench clinic" })).filtered).toBe(24);
  });
});

describe("clinic writes", () => {
  it("creates, updates and deletes with an audit row each; staff are unlinked, not deleted", async () => {
    const input = clinicFormSchema.parse({
      name: "Audit Vet",
      address: "1 Nathan Road, Tsim Sha Tsui",
      phone: "2345 6789",
      regionId,
      latitude: "22.3",
      longitude: 114.17,
    });
    const clinic = await createClinic(input, admin, headers);
    expect(clinic).toMatchObject({ name: "Audit Vet", latitude: "22.3", isAvailable: true, status: "active" });
    await expect(createClinic(input, admin, headers)).rejects.toMatchObject({ code: "conflict" });

    const staffRow = await db.user.create({ data: { email: "vet.staff@test.example", emailVerified: new Date() } });
    const { token } = await createInvitation(clinic.id, "vet.staff@test.example", admin.id, headers);
    await acceptInvitation(token, staffRow.id, headers);
    const staff = asCurrentUser({ ...staffRow, clinicId: clinic.id });

    // Staff: availability and own details only.
    const toggled = await updateClinic(clinic.id, clinicPatchSchema.parse({ isAvailable: false }), staff, headers);
    expect(toggled.isAvailable).toBe(false);
    await expect(updateClinic(clinic.id, clinicPatchSchema.parse({ isSupportHospital: true }), staff, headers)).rejects.toMatchObject({
      code: "forbidden",
    });
    const other = await db.clinic.findFirstOrThrow({ where: { id: { not: clinic.id } } });
    await expect(updateClinic(other.id, clinicPatchSchema.parse({ isAvailable: false }), staff, headers)).rejects.toMatchObject({
      code: "forbidden",
    });

    // A partial update leaves unsent fields alone (no defaults applied).
    const renamed = await updateClinic(clinic.id, clinicPatchSchema.parse({ name: "Audit Vet Centre" }), admin, headers);
    expect(renamed).toMatchObject({ name: "Audit Vet Centre", isAvailable: false, latitude: "22.3", services: [] });

    await deleteClinic(clinic.id, admin, headers);
    expect(await db.user.findUniqueOrThrow({ where: { id: staffRow.id } })).toMatchObject({ clinicId: null });

    const history = await listClinicAudit(clinic.id);
    expect(history.map((h) => h.action)).toEqual(["delete", "update", "availability", "staff_link", "staff_invite", "create"]);
    expect(history[1].changes).toEqual({ name: { from: "Audit Vet", to: "Audit Vet Centre" } });
    expect(history[2].changes).toEqual({ isAvailable: { from: true, to: false } });
    expect(history[2].user?.id).toBe(staffRow.id);
    expect(history[0]).toMatchObject({ ipAddress: "203.0.113.9", userAgent: "jest-admin" });
  });

  it("staff join only by opening an invitation signed in with that verified address; joining elsewhere moves them, in both histories", async () => {
    const [a, b] = await db.clinic.findMany({ take: 2, orderBy: { name: "asc" } });
    const invite = await createInvitation(a.id, "mover@test.example", admin.id, headers);
    const unverified = await db.user.create({ data: { email: "mover@test.example" } });
    await expect(acceptInvitation(invite.token, unverified.id, headers)).rejects.toMatchObject({
      code: "forbidden",
      fields: { _: "Identity.inviteUnverified" },
    });
    const stranger = await db.user.create({ data: { email: "stranger@test.example", emailVerified: new Date() } });
    await expect(acceptInvitation(invite.token, stranger.id, headers)).rejects.toMatchObject({
      code: "forbidden",
      fields: { _: "Identity.inviteWrongAccount" },
    });
    expect(await listClinicStaff(a.id)).toEqual([]);

    const person = await db.user.update({ where: { id: unverified.id }, data: { emailVerified: new Date() } });
    expect(await acceptInvitation(invite.token, person.id, headers)).toEqual({ clinicId: a.id });
    // Single use.
    await expect(acceptInvitation(invite.token, person.id, headers)).rejects.toMatchObject({ code: "not_found" });
    const second = await createInvitation(b.id, "MOVER@test.example".toLowerCase(), admin.id, headers);
    await acceptInvitation(second.token, person.id, headers);
    expect(await listClinicStaff(a.id)).toEqual([]);
    expect((await listClinicStaff(b.id)).map((s) => s.email)).toEqual(["mover@test.example"]);
    expect((await listClinicAudit(a.id)).map((h) => h.action)).toEqual(["staff_unlink", "staff_link", "staff_invite"]);
    expect((await listClinicAudit(b.id)).map((h) => h.action)).toEqual(["staff_link", "staff_invite"]);
    await unlinkStaff(b.id, person.id, admin, headers);
    expect(await listClinicStaff(b.id)).toEqual([]);
    await expect(unlinkStaff(b.id, person.id, admin, headers)).rejects.toMatchObject({ code: "not_found" });
  });
});
