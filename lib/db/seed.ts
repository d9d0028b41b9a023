import regions from "@/data/hk-regions.json";
import clinics from "@/data/clinics.seed.json";
import { hashPassword } from "@/lib/auth/password";
import type { getDb } from "@/lib/db";

type Db = ReturnType<typeof getDb>;

type SeedClinic = {
  name: string;
  nameZh: string | null;
  address: string;
  addressZh: string | null;
  phone: string;
  whatsapp: string | null;
  email: string | null;
  website: string | null;
  openingHours: string | null;
  regionCode: string;
  is24Hour: boolean;
  latitude: number;
  longitude: number;
  coordPrecision: "building" | "area";
};

export const DEMO_PASSWORD = "PawAlert-demo-1";
export const DEMO_ACCOUNTS = {
  admin: "admin@example.com",
  staff: "staff@example.com",
  owner: "owner@example.com",
} as const;

export type SeedReport = { regions: number; clinicsInserted: number; supportFlagged: number; demoAccountsCreated: string[] };

/**
 * Idempotent: inserts what is missing and never rewrites what exists (an admin's
 * edits survive a restart). Demo mode adds partner hospitals and demo accounts.
 */
export async function seed(db: Db, options: { demo: boolean }): Promise<SeedReport> {
  const report: SeedReport = { regions: 0, clinicsInserted: 0, supportFlagged: 0, demoAccountsCreated: [] };

  const regionRows = await db.region.createMany({
    data: regions.map((r) => ({
      code: r.code,
      nameEn: r.nameEn,
      nameZh: r.nameZh,
      coordinates: { latitude: r.latitude, longitude: r.longitude },
    })),
    skipDuplicates: true,
  });
  report.regions = regionRows.count;
  const regionIds = new Map((await db.region.findMany({ select: { id: true, code: true } })).map((r) => [r.code, r.id]));

  const inserted = await db.clinic.createMany({
    data: (clinics as SeedClinic[]).map((c) => ({
      name: c.name,
      nameZh: c.nameZh,
      address: c.address,
      addressZh: c.addressZh,
      phone: c.phone,
      whatsapp: c.whatsapp,
      email: c.email,
      website: c.website,
      openingHours: c.openingHours,
      regionId: regionIds.get(c.regionCode)!,
      is24Hour: c.is24Hour,
      latitude: c.latitude,
      longitude: c.longitude,
      coordPrecision: c.coordPrecision,
    })),
    skipDuplicates: true,
  });
  report.clinicsInserted = inserted.count;

  if (!options.demo) return report;

  // Demo only: let the quick broadcast be tried. Production partners are set by an admin.
  const flagged = await db.clinic.updateMany({
    where: { is24Hour: true, isSupportHospital: false, OR: [{ whatsapp: { not: null } }, { email: { not: null } }] },
    data: { isSupportHospital: true },
  });
  report.supportFlagged = flagged.count;

  const existing = new Set(
    (await db.user.findMany({ where: { email: { in: Object.values(DEMO_ACCOUNTS) } }, select: { email: true } })).map((u) => u.email),
  );
  const password = await hashPassword(DEMO_PASSWORD);

  if (!existing.has(DEMO_ACCOUNTS.admin)) {
    await db.user.create({
      data: { email: DEMO_ACCOUNTS.admin, password, username: "admin", firstName: "Ada", lastName: "Admin", role: "admin" },
    });
    report.demoAccountsCreated.push(DEMO_ACCOUNTS.admin);
  }
  if (!existing.has(DEMO_ACCOUNTS.staff)) {
    const clinic = await db.clinic.findFirst({
      where: { is24Hour: true, email: { not: null } },
      orderBy: { name: "asc" },
      select: { id: true },
    });
    await db.user.create({
      data: {
        email: DEMO_ACCOUNTS.staff,
        password,
        username: "clinicstaff",
        firstName: "Sam",
        lastName: "Staff",
        phone: "+85221234567",
        clinicId: clinic?.id,
      },
    });
    report.demoAccountsCreated.push(DEMO_ACCOUNTS.staff);
  }
  if (!existing.has(DEMO_ACCOUNTS.owner)) {
    const hki = regionIds.get("HKI");
    await db.user.create({
      data: {
        email: DEMO_ACCOUNTS.owner,
        password,
        username: "petowner",
        firstName: "Olivia",
        lastName: "Chan",
        phone: "+85291234567",
        regionPreference: hki,
        pets: {
          create: [
            { name: "Mochi", species: "dog", breed: "Shiba Inu", age: 4, weight: 9.5, medicalNotes: "Allergic to chicken" },
            { name: "Tofu", species: "cat", breed: "British Shorthair", age: 2, weight: 4.2 },
          ],
        },
      },
    });
    report.demoAccountsCreated.push(DEMO_ACCOUNTS.owner);
  }
  return report;
}
