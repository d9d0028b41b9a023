import { db } from "@/lib/db";
import { seed } from "@/lib/seed/seed";
import type { CurrentUser } from "@/lib/auth/current-user";
import { asCurrentUser, resetData } from "@/tests/utils/db";
import { saveClinicProfile } from "./profile-edit";
import { profileEditSchema } from "./profile-schemas";

const headers = new Headers({ "x-forwarded-for": "203.0.113.28", "user-agent": "jest-profile" });

let spcaId: string;
let staff: CurrentUser;
let otherStaff: CurrentUser;

beforeAll(async () => {
  await resetData();
  await seed(db, { demo: false });
  spcaId = (await db.clinic.findFirstOrThrow({ where: { phone: "+85228020501", is24Hour: true } })).id;
  const other = await db.clinic.findFirstOrThrow({ where: { id: { not: spcaId } } });
  staff = asCurrentUser(await db.user.create({ data: { email: "spca-staff@test.example", clinicId: spcaId } }));
  otherStaff = asCurrentUser(await db.user.create({ data: { email: "other-staff@test.example", clinicId: other.id } }));
  // Seeding every clinic takes seconds on a busy host, as in the other seeded suites.
}, 60_000);

const fees = { day: null, evening: { hkd: 600, covers: "19:00-24:00" }, after_midnight: { hkd: 900, covers: null }, public_holiday: null };

describe("a clinic states its profile", () => {
  it("stores staff's fee as the clinic's, dated today, audited; a re-seed keeps it", async () => {
    const edit = profileEditSchema.parse({ fees });
    const profile = await saveClinicProfile(spcaId, edit, staff, headers);
    expect(profile.fees).toMatchObject({ source: "clinic", value: fees, sourceUrl: null });
    expect(profile.fees!.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The public facts it did not touch stay public.
    expect(profile.phone_first?.source).toBe("public");
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityId: spcaId, action: "profile" } });
    expect(audit.userId).toBe(staff.id);
    expect(audit.changes).toMatchObject({ fees: { to: fees } });
    await seed(db, { demo: false });
    const row = await db.clinicProfileFact.findUniqueOrThrow({ where: { clinicId_group: { clinicId: spcaId, group: "fees" } } });
    expect(row).toMatchObject({ source: "clinic", value: fees, setBy: staff.id });
  }, 60_000);

  it("'Everything is still right' stamps every group as the clinic's, today", async () => {
    const profile = await saveClinicProfile(spcaId, profileEditSchema.parse({ confirmAll: true }), staff, headers);
    const groups = Object.values(profile);
    expect(groups.length).toBeGreaterThan(2);
    expect(groups.every((f) => f!.source === "clinic" && f!.asOf === profile.fees!.asOf)).toBe(true);
  });

  it("refuses staff of another clinic and leaves nothing changed", async () => {
    const before = await db.clinicProfileFact.findMany({ where: { clinicId: spcaId }, orderBy: { group: "asc" } });
    await expect(
      saveClinicProfile(spcaId, profileEditSchema.parse({ fees: { ...fees, day: { hkd: 1 } } }), otherStaff, headers),
    ).rejects.toMatchObject({
      code: "forbidden",
    });
    expect(await db.clinicProfileFact.findMany({ where: { clinicId: spcaId }, orderBy: { group: "asc" } })).toEqual(before);
  });

  it("rejects values that do not fit a group with field messages", () => {
    const bad = profileEditSchema.safeParse({ fees: { ...fees, evening: { hkd: -5, covers: null } }, vet_overnight: { status: "maybe" } });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path.join("."))).toEqual(expect.arrayContaining(["fees.evening.hkd", "vet_overnight.status"]));
  });
});
