import { db } from "@/lib/db";
import { DEMO_TOTP_KEY, seed } from "@/lib/seed/seed";
import { openSecret } from "@/lib/auth/second-factor/secret-box";
import { weeklyHoursSchema } from "@/lib/clinics/hours";
import { Prisma } from "@/lib/generated/prisma/client";
import { resetData } from "@/tests/utils/db";

async function snapshot() {
  const [regions, clinics, users, pets] = await Promise.all([
    db.region.findMany({ orderBy: { code: "asc" } }),
    db.clinic.findMany({ orderBy: [{ name: "asc" }, { address: "asc" }] }),
    db.user.findMany({ orderBy: { email: "asc" }, omit: { password: false } }),
    db.pet.findMany({ orderBy: { name: "asc" } }),
  ]);
  return JSON.stringify({ regions, clinics, users, pets });
}

describe("seed", () => {
  beforeAll(resetData);

  it("loads the 3 regions and the Hong Kong clinics, every one with coordinates and a precision flag", async () => {
    await seed(db, { demo: false });
    const regions = await db.region.findMany({ select: { code: true, nameEn: true, nameZh: true } });
    expect(regions.map((r) => r.code).sort()).toEqual(["HKI", "KLN", "NT"]);
    expect(regions.every((r) => r.nameZh.length > 0)).toBe(true);

    const clinics = await db.clinic.findMany({ select: { latitude: true, longitude: true, coordPrecision: true, is24Hour: true } });
    expect(clinics.length).toBeGreaterThanOrEqual(20);
    expect(clinics.filter((c) => c.is24Hour).length).toBeGreaterThanOrEqual(10);
    expect(clinics.every((c) => c.latitude !== null && c.longitude !== null)).toBe(true);
    expect(clinics.every((c) => c.coordPrecision === "building" || c.coordPrecision === "area")).toBe(true);
    expect(clinics.some((c) => c.coordPrecision === "building")).toBe(true);
    expect(clinics.some((c) => c.coordPrecision === "area")).toBe(true);

    // PostgreSQL keeps the PostGIS point in step with latitude/longitude.
    const [{ missing }] = await db.$queryRaw<{ missing: bigint }[]>`SELECT count(*) AS missing FROM clinics WHERE location IS NULL`;
    expect(Number(missing)).toBe(0);
  });

  it("gives 98 clinics their own building-level point and 180 structured weekly hours", async () => {
    expect(await db.clinic.count({ where: { coordPrecision: "building" } })).toBeGreaterThanOrEqual(98);
    const withHours = await db.clinic.findMany({ where: { hoursSource: { not: null } }, select: { weeklyHours: true } });
    expect(withHours.length).toBeGreaterThanOrEqual(180);
    expect(withHours.every((c) => weeklyHoursSchema.safeParse(c.weeklyHours).success)).toBe(true);
    // An approximate point says where it is instead of pretending a distance.
    const approximate = await db.clinic.findMany({ where: { coordPrecision: "area" }, select: { areaName: true, areaNameZh: true } });
    expect(approximate.every((c) => c.areaName && c.areaNameZh)).toBe(true);
  });

  it("marks no partner hospitals and creates no accounts outside demo mode", async () => {
    expect(await db.clinic.count({ where: { isSupportHospital: true } })).toBe(0);
    expect(await db.user.count()).toBe(0);
  });

  it("in demo mode adds partner hospitals and the three demo accounts", async () => {
    const report = await seed(db, { demo: true });
    expect(report.demoAccountsCreated.sort()).toEqual(["admin@example.com", "owner@example.com", "staff@example.com"]);
    const partners = await db.clinic.findMany({
      where: { isSupportHospital: true },
      select: { is24Hour: true, whatsapp: true, email: true },
    });
    expect(partners.length).toBeGreaterThan(0);
    expect(partners.every((p) => p.is24Hour && (p.whatsapp || p.email))).toBe(true);

    const admin = await db.user.findUnique({ where: { email: "admin@example.com" }, include: { totpFactor: true } });
    expect(admin?.role).toBe("admin");
    // Admins sign in in two steps: the demo admin has the published authenticator-app key, kept encrypted.
    expect(report.demoTotpSeeded).toBe(true);
    expect(admin?.totpFactor?.confirmedAt).toBeTruthy();
    expect(admin?.totpFactor?.secret).not.toContain(DEMO_TOTP_KEY);
    expect(openSecret(admin!.totpFactor!.secret)).toBe(DEMO_TOTP_KEY);
    const staff = await db.user.findUnique({ where: { email: "staff@example.com" }, include: { clinic: true } });
    expect(staff?.clinic?.is24Hour).toBe(true);
    const owner = await db.user.findUnique({ where: { email: "owner@example.com" }, include: { pets: true } });
    expect(owner?.firstName && owner.lastName && owner.phone).toBeTruthy();
    expect(owner?.pets).toHaveLength(2);
  });

  it("changes nothing when run again", async () => {
    const before = await snapshot();
    const report = await seed(db, { demo: true });
    expect(report).toEqual({
      regions: 0,
      clinicsInserted: 0,
      clinicsUpdated: 0,
      supportFlagged: 0,
      profileFacts: 0,
      demoAccountsCreated: [],
      demoTotpSeeded: false,
    });
    expect(await snapshot()).toBe(before);
  });

  it("keeps an admin's edit of a seed-owned field (hours, point) through a re-seed, and updates the fields nobody edited", async () => {
    const clinic = await db.clinic.findFirstOrThrow({ where: { hoursSource: { not: null }, coordPrecision: "area" } });
    const edited = [["10:00", "12:00"]];
    await db.clinic.update({
      where: { id: clinic.id },
      data: { weeklyHours: [edited, null, null, null, null, null, null], latitude: 22.3, longitude: 114.2, coordPrecision: "building" },
    });
    // Another clinic as an older seed left it: no snapshot, no hours yet, an approximate point elsewhere.
    const legacy = await db.clinic.findFirstOrThrow({
      where: { hoursSource: { not: null }, coordPrecision: "area", id: { not: clinic.id } },
    });
    await db.clinic.update({
      where: { id: legacy.id },
      data: {
        seedSnapshot: Prisma.DbNull,
        weeklyHours: Prisma.DbNull,
        hoursSource: null,
        hoursConfidence: null,
        latitude: 22.25,
        areaName: null,
      },
    });

    const report = await seed(db, { demo: true });
    expect(report.clinicsUpdated).toBe(1);
    const after = await db.clinic.findUniqueOrThrow({ where: { id: clinic.id } });
    expect((after.weeklyHours as unknown[])[0]).toEqual(edited);
    expect([after.latitude?.toNumber(), after.coordPrecision]).toEqual([22.3, "building"]);
    const upgraded = await db.clinic.findUniqueOrThrow({ where: { id: legacy.id } });
    expect(upgraded.weeklyHours).toEqual(legacy.weeklyHours);
    expect(upgraded.latitude?.toNumber()).toBe(legacy.latitude?.toNumber());
    expect(upgraded.areaName).toBe(legacy.areaName);
    expect((await seed(db, { demo: true })).clinicsUpdated).toBe(0);
  });

  it("keeps an admin's edits to a seeded clinic", async () => {
    const clinic = await db.clinic.findFirstOrThrow({ where: { is24Hour: true } });
    await db.clinic.update({ where: { id: clinic.id }, data: { phone: "+85299998888", isAvailable: false } });
    await seed(db, { demo: true });
    const after = await db.clinic.findUniqueOrThrow({ where: { id: clinic.id } });
    expect(after.phone).toBe("+85299998888");
    expect(after.isAvailable).toBe(false);
  });
});
