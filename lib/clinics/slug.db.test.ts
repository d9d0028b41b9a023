import { db } from "@/lib/db";
import type { CurrentUser } from "@/lib/auth/current-user";
import { asCurrentUser, resetData } from "@/tests/utils/db";
import { updateClinic } from "./admin";
import { clinicPatchSchema } from "./admin-schemas";
import { lookupPublicClinic } from "./directory";

// Readable clinic URLs. The slug comes from the English name (a
// database trigger, so every write path gets one), gains the area or district
// when another clinic holds the name, and a rename keeps the old one as a
// redirect to the new, for 30 days (for good after an admin's rename).

const headers = new Headers({ "x-forwarded-for": "203.0.113.32", "user-agent": "jest-slug" });
let admin: CurrentUser;
let regionId: string;

const create = (name: string, extra: { areaName?: string; district?: string; address?: string } = {}) =>
  db.clinic.create({
    data: { name, address: extra.address ?? `${name} street`, phone: "+85221110000", regionId, ...extra },
    select: { id: true, slug: true },
  });

beforeAll(async () => {
  await resetData();
  regionId = (await db.region.create({ data: { code: "SLG", nameEn: "Slug Region", nameZh: "地區" } })).id;
  admin = asCurrentUser(await db.user.create({ data: { email: "slug-admin@test.example", role: "admin" } }));
});

describe("clinic slugs", () => {
  it("come from the English name, in lower-case ASCII words", async () => {
    expect((await create("Dr. Sun's Vet & Pet Care (Mui Wo)")).slug).toBe("dr-sun-s-vet-pet-care-mui-wo");
    // A name with no Latin letters still gets an address.
    expect((await create("沙田動物醫院")).slug).toBe("clinic");
  });

  it("add the area, else the district, when two clinics share a name, and a counter after that", async () => {
    const first = await create("Harbour Animal Hospital", { areaName: "Sha Tin" });
    const second = await create("Harbour Animal Hospital", { areaName: "Mong Kok", address: "2 Nathan Road" });
    const third = await create("Harbour Animal Hospital", { district: "sai-kung", address: "3 Hiram's Highway" });
    const fourth = await create("Harbour Animal Hospital", { district: "sai-kung", address: "4 Hiram's Highway" });
    expect([first.slug, second.slug, third.slug, fourth.slug]).toEqual([
      "harbour-animal-hospital",
      "harbour-animal-hospital-mong-kok",
      "harbour-animal-hospital-sai-kung",
      "harbour-animal-hospital-sai-kung-2",
    ]);
  });

  it("follow a rename; the old slug and the uuid point to the current one, and a new clinic cannot take the old", async () => {
    const clinic = await create("Old Name Vets");
    await updateClinic(clinic.id, clinicPatchSchema.parse({ name: "New Name Vets" }), admin, headers);
    expect(await db.clinic.findUniqueOrThrow({ where: { id: clinic.id }, select: { slug: true } })).toEqual({ slug: "new-name-vets" });
    expect(await lookupPublicClinic("old-name-vets")).toEqual({ movedTo: "new-name-vets" });
    expect(await lookupPublicClinic(clinic.id)).toEqual({ movedTo: "new-name-vets" });
    const found = await lookupPublicClinic("new-name-vets");
    expect(found && "clinic" in found && found.clinic.id).toBe(clinic.id);

    // Another clinic named like the old one gets a qualified slug: the old URL keeps its meaning.
    expect((await create("Old Name Vets", { areaName: "Tai Po", address: "9 Tai Po Road" })).slug).toBe("old-name-vets-tai-po");

    // An edit that keeps the name keeps the slug; renaming back reclaims it.
    await db.clinic.update({ where: { id: clinic.id }, data: { phone: "+85221110001" } });
    expect((await db.clinic.findUniqueOrThrow({ where: { id: clinic.id } })).slug).toBe("new-name-vets");
    await db.clinic.update({ where: { id: clinic.id }, data: { name: "Old Name Vets" } });
    expect((await db.clinic.findUniqueOrThrow({ where: { id: clinic.id } })).slug).toBe("old-name-vets");
    expect(await lookupPublicClinic("new-name-vets")).toEqual({ movedTo: "old-name-vets" });
    expect(await db.clinicSlugHistory.count({ where: { slug: "old-name-vets" } })).toBe(0);
  });

  it("keep a former slug 30 days and at most 3 at a time; an expired one is free; only an admin's rename keeps one for good", async () => {
    const clinic = await create("Squat Vets");
    const staff = asCurrentUser(await db.user.create({ data: { email: "slug-staff@test.example", role: "staff", clinicId: clinic.id } }));
    for (const name of ["Squat One", "Squat Two", "Squat Three", "Squat Four"]) {
      await updateClinic(clinic.id, clinicPatchSchema.parse({ name }), staff, headers);
    }
    const history = await db.clinicSlugHistory.findMany({ where: { clinicId: clinic.id }, orderBy: { createdAt: "asc" } });
    expect(history.map((h) => h.slug)).toEqual(["squat-one", "squat-two", "squat-three"]);
    const days = (h: { expiresAt: Date | null }) => (h.expiresAt!.getTime() - Date.now()) / 86_400_000;
    for (const h of history) expect(days(h)).toBeGreaterThan(29.9);
    // The first name is free again: another clinic takes it plain.
    expect(await lookupPublicClinic("squat-vets")).toBeNull();
    expect((await create("Squat Vets", { address: "2 Squat Road" })).slug).toBe("squat-vets");

    // Expired: 404, and the next clinic of that name takes it.
    await db.clinicSlugHistory.update({ where: { slug: "squat-one" }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await lookupPublicClinic("squat-one")).toBeNull();
    expect((await create("Squat One", { address: "1 Squat Road" })).slug).toBe("squat-one");
    expect(await db.clinicSlugHistory.count({ where: { slug: "squat-one" } })).toBe(0);

    await updateClinic(clinic.id, clinicPatchSchema.parse({ name: "Squat Kept" }), admin, headers);
    expect(await db.clinicSlugHistory.findUnique({ where: { slug: "squat-four" } })).toMatchObject({
      clinicId: clinic.id,
      expiresAt: null,
    });
    expect(await lookupPublicClinic("squat-four")).toEqual({ movedTo: "squat-kept" });
  });

  it("answer nothing for an unknown slug or a clinic that is not active", async () => {
    expect(await lookupPublicClinic("no-such-clinic")).toBeNull();
    const clinic = await create("Closed Down Vets");
    await db.clinic.update({ where: { id: clinic.id }, data: { name: "Closed Down Vets Two", status: "inactive" } });
    expect(await lookupPublicClinic("closed-down-vets")).toBeNull();
    expect(await lookupPublicClinic("closed-down-vets-two")).toBeNull();
    expect(await lookupPublicClinic(clinic.id)).toBeNull();
  });
});
