import regions from "@/data/hk-regions.json";
import clinics from "@/data/clinics.seed.json";
import { hashPassword } from "@/lib/auth/password";
import { sealSecret } from "@/lib/auth/second-factor/secret-box";
import { DEMO_TOTP_KEY } from "./demo-totp";
import type { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ClinicContact } from "@/lib/clinics/contact";
import type { DayHours, WeeklyHours } from "@/lib/clinics/hours";
import { seedPublicProfiles } from "@/lib/clinics/profile-seed";
import { districtSlugOf } from "@/lib/regions/districts";

type Db = ReturnType<typeof getDb>;

type SeedClinic = Omit<ClinicContact, "id"> & {
  whatsapp: string | null;
  email: string | null;
  website: string | null;
  openingHours: string | null;
  regionCode: string;
  /** The official district name ("Sha Tin District"). */
  district: string;
  is24Hour: boolean;
  latitude: number;
  longitude: number;
  coordPrecision: "building" | "area";
  approximatedFrom?: string;
  approximatedFromZh?: string;
  weeklyHours: WeeklyHours | null;
  publicHolidayHours: DayHours;
  hoursSource: string | null;
  hoursConfidence: string | null;
};

/**
 * The fields the seed owns on an existing clinic: its map point, its district and its
 * hours. Everything else (names, phones, availability, staff) is the admin's
 * once the clinic exists.
 */
const SEED_FIELDS = [
  "latitude",
  "longitude",
  "coordPrecision",
  "areaName",
  "areaNameZh",
  "weeklyHours",
  "publicHolidayHours",
  "hoursSource",
  "hoursConfidence",
  "district",
] as const;
type SeedField = (typeof SEED_FIELDS)[number];
type SeedValues = Record<SeedField, unknown>;

function seedValues(c: SeedClinic): SeedValues {
  return {
    latitude: c.latitude,
    longitude: c.longitude,
    coordPrecision: c.coordPrecision,
    areaName: c.coordPrecision === "area" ? (c.approximatedFrom ?? null) : null,
    areaNameZh: c.coordPrecision === "area" ? (c.approximatedFromZh ?? null) : null,
    weeklyHours: c.weeklyHours,
    publicHolidayHours: c.publicHolidayHours,
    hoursSource: c.hoursSource,
    hoursConfidence: c.hoursConfidence,
    district: districtSlugOf(c.district),
  };
}

/** Comparable form of a stored or seed value (Decimal and number alike, JSON by content). */
const same = (a: unknown, b: unknown) => JSON.stringify(plain(a)) === JSON.stringify(plain(b));
const plain = (v: unknown) =>
  v !== null && typeof v === "object" && "toNumber" in v ? (v as { toNumber(): number }).toNumber() : (v ?? null);
/** JSON columns: a JS null must be written as SQL NULL. */
const forDb = (values: Partial<SeedValues>) =>
  Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, v === null && (k === "weeklyHours" || k === "publicHolidayHours") ? Prisma.DbNull : v]),
  );

export const DEMO_PASSWORD = "PawAlert-demo-1";
export const DEMO_ACCOUNTS = {
  admin: "admin@example.com",
  staff: "staff@example.com",
  owner: "owner@example.com",
} as const;

export { DEMO_TOTP_KEY };

export type SeedReport = {
  regions: number;
  clinicsInserted: number;
  clinicsUpdated: number;
  supportFlagged: number;
  /** Public profile facts written; a clinic's or an admin's own are kept. */
  profileFacts: number;
  demoAccountsCreated: string[];
  /** The demo admin's authenticator app was set up now (it is kept once there). */
  demoTotpSeeded: boolean;
};

/**
 * Idempotent: inserts what is missing and never rewrites what exists (an admin's
 * edits survive a restart). Demo mode adds partner hospitals and demo accounts.
 */
export async function seed(db: Db, options: { demo: boolean }): Promise<SeedReport> {
  const report: SeedReport = {
    regions: 0,
    clinicsInserted: 0,
    clinicsUpdated: 0,
    supportFlagged: 0,
    profileFacts: 0,
    demoAccountsCreated: [],
    demoTotpSeeded: false,
  };

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

  const seedClinics = clinics as SeedClinic[];
  const inserted = await db.clinic.createMany({
    data: seedClinics.map((c) => {
      const values = seedValues(c);
      return {
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
        ...forDb(values),
        seedSnapshot: values as Prisma.InputJsonValue,
      };
    }),
    skipDuplicates: true,
  });
  report.clinicsInserted = inserted.count;
  report.clinicsUpdated = await refreshSeededClinics(db, seedClinics);
  report.profileFacts = await seedPublicProfiles(db);

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
  // Demo addresses count as verified: they are the seed's own, nobody else's.
  const emailVerified = new Date();

  if (!existing.has(DEMO_ACCOUNTS.admin)) {
    await db.user.create({
      data: { email: DEMO_ACCOUNTS.admin, emailVerified, password, username: "admin", firstName: "Ada", lastName: "Admin", role: "admin" },
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
        emailVerified,
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
        emailVerified,
        password,
        username: "petowner",
        firstName: "Olivia",
        lastName: "Chan",
        phone: "+85291234567",
        regionPreference: hki,
        pets: {
          create: [
            { name: "Mochi", species: "dog", breed: "Shiba Inu", ageMonths: 48, weight: 9.5, medicalNotes: "Allergic to chicken" },
            { name: "Tofu", species: "cat", breed: "British Shorthair", ageMonths: 24, weight: 4.2 },
          ],
        },
      },
    });
    report.demoAccountsCreated.push(DEMO_ACCOUNTS.owner);
  }
  report.demoTotpSeeded = await seedDemoAdminTotp(db);
  return report;
}

/**
 * Admins sign in in two steps: the demo admin gets the published authenticator-app key
 * (DEMO_TOTP_KEY), unless it already has one. Kept encrypted like any other
 * (lib/auth/second-factor/secret-box.ts), so the seed needs the server's NEXTAUTH_SECRET.
 */
async function seedDemoAdminTotp(db: Db): Promise<boolean> {
  const admin = await db.user.findUnique({ where: { email: DEMO_ACCOUNTS.admin }, select: { id: true } });
  if (!admin) return false;
  const existing = await db.totpFactor.findUnique({ where: { userId: admin.id }, select: { confirmedAt: true } });
  if (existing?.confirmedAt) return false;
  const secret = sealSecret(DEMO_TOTP_KEY);
  await db.totpFactor.upsert({
    where: { userId: admin.id },
    create: { userId: admin.id, secret, confirmedAt: new Date() },
    update: { secret, confirmedAt: new Date(), lastStep: null },
  });
  return true;
}

/**
 * Brings existing clinics' seed-owned fields up to date with the seed file,
 * field by field, only where the clinic still holds what the seed last wrote
 * (its `seedSnapshot`): an admin's or a clinic's edit is never overwritten.
 * Clinics seeded before snapshots existed count their approximate point and
 * empty hours as the seed's, and a building-level point as someone's edit.
 */
async function refreshSeededClinics(db: Db, seedClinics: SeedClinic[]): Promise<number> {
  const select = {
    id: true,
    name: true,
    address: true,
    seedSnapshot: true,
    ...Object.fromEntries(SEED_FIELDS.map((f) => [f, true])),
  } as const;
  const rows = await db.clinic.findMany({ where: { OR: seedClinics.map((c) => ({ name: c.name, address: c.address })) }, select });
  const byKey = new Map(
    rows.map((r) => [`${r.name}\u0000${r.address}`, r as unknown as Record<string, unknown> & { id: string; seedSnapshot: unknown }]),
  );
  let updated = 0;
  for (const c of seedClinics) {
    const row = byKey.get(`${c.name}\u0000${c.address}`);
    if (!row) continue;
    const wanted = seedValues(c);
    const snapshot = (row.seedSnapshot as Partial<SeedValues> | null) ?? legacySnapshot(row);
    const patch: Partial<SeedValues> = {};
    const nextSnapshot: Partial<SeedValues> = { ...snapshot };
    for (const field of SEED_FIELDS) {
      if (!same(row[field], snapshot[field])) continue; // edited since the seed wrote it
      if (!same(row[field], wanted[field])) patch[field] = wanted[field];
      nextSnapshot[field] = wanted[field];
    }
    const snapshotChanged = !same(row.seedSnapshot, nextSnapshot);
    if (!Object.keys(patch).length && !snapshotChanged) continue;
    await db.clinic.update({ where: { id: row.id }, data: { ...forDb(patch), seedSnapshot: nextSnapshot as Prisma.InputJsonValue } });
    if (Object.keys(patch).length) updated++;
  }
  return updated;
}

function legacySnapshot(row: Record<string, unknown>): Partial<SeedValues> {
  const current = Object.fromEntries(SEED_FIELDS.map((f) => [f, plain(row[f])])) as SeedValues;
  // A point marked building-level without a snapshot was typed by someone: never the seed's to move.
  if (row.coordPrecision === "building") return { ...current, latitude: "edited", longitude: "edited", coordPrecision: "edited" };
  return current;
}
