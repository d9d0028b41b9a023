import { db } from "@/lib/db";
import { seed } from "@/lib/seed/seed";
import { resetData } from "@/tests/utils/db";
import { findPublicClinic, listDirectory, listPublicClinicSlugs, lookupPublicClinic } from "./directory";
import { parseDirectoryQuery } from "./directory-query";

const query = (params: Record<string, string> = {}) => parseDirectoryQuery(params);

describe("public clinic directory", () => {
  let activeCount = 0;

  beforeAll(async () => {
    await resetData();
    await seed(db, { demo: false });
    activeCount = await db.clinic.count({ where: { status: "active" } });
  });

  it("lists active clinics 20 a page, 24-hour clinics first, with a total", async () => {
    const first = await listDirectory(query());
    expect(first.total).toBe(activeCount);
    expect(first.clinics).toHaveLength(20);
    expect(first.pageCount).toBe(Math.ceil(activeCount / 20));
    // Across the first two pages (the seed's 24 hospitals fill more than one), 24-hour ones first.
    const second = await listDirectory(query({ page: "2" }));
    const flags = [...first.clinics, ...second.clinics].map((c) => c.is24Hour);
    expect(flags).toContain(false);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));

    const last = await listDirectory(query({ page: String(first.pageCount) }));
    expect(last.clinics).toHaveLength(activeCount - 20 * (first.pageCount - 1));
    // A page past the end shows the last page rather than an empty list.
    expect((await listDirectory(query({ page: "999" }))).page).toBe(first.pageCount);
    const ids = new Set(first.clinics.map((c) => c.id));
    expect(last.clinics.some((c) => ids.has(c.id))).toBe(false);
  });

  it("searches name, Chinese name, address and Chinese address case-insensitively", async () => {
    const sample = await db.clinic.findFirstOrThrow({ where: { nameZh: { not: null }, addressZh: { not: null } } });
    for (const q of [sample.name.toUpperCase(), sample.nameZh!, sample.address.toLowerCase(), sample.addressZh!]) {
      const found = await listDirectory(query({ q }));
      expect(found.clinics.map((c) => c.id)).toContain(sample.id);
      expect(found.total).toBeLessThan(activeCount);
    }
    expect((await listDirectory(query({ q: "no clinic is called this" }))).total).toBe(0);
  });

  it("finds the hospitals whose profile states the species or facility searched for, in both languages", async () => {
    const taiWai = await db.clinic.findFirstOrThrow({ where: { name: { startsWith: "Tai Wai 24" } } });
    for (const q of ["rabbit", "Rabbits", "兔"]) {
      const found = await listDirectory(query({ q }));
      expect(found.clinics.map((c) => c.id)).toContain(taiWai.id);
      expect(found.asked.species).toEqual(["rabbit"]);
      // Each found clinic states it, and its card gets the profile to say so.
      for (const c of found.clinics) {
        const night = c.profile?.species?.value.night.rabbit;
        const day = c.profile?.species?.value.day.rabbit;
        expect([c.name, night === true || day === true]).toEqual([c.name, true]);
      }
    }
    const ct = await listDirectory(query({ q: "CT" }));
    expect(ct.total).toBeGreaterThan(0);
    for (const c of ct.clinics) expect([c.name, c.profile?.facilities?.value.ct]).toEqual([c.name, true]);
    // "Victoria" holds "ct" but is not a CT term: a name search as before.
    const victoria = await listDirectory(query({ q: "Victoria" }));
    expect(victoria.asked).toEqual({ species: [], facilities: [] });
    expect(victoria.clinics.every((c) => /victoria/i.test(c.name + c.address))).toBe(true);
    expect((await listDirectory(query({ q: "ICU" }))).total).toBeGreaterThan(0);
    // A term and a place: both must hold.
    expect((await listDirectory(query({ q: "rabbit Tai Wai" }))).clinics.map((c) => c.id)).toEqual([taiWai.id]);
    expect((await listDirectory(query({ q: "rabbit Aberdeen" }))).total).toBe(0);
  });

  it("treats % and _ as literal text, not wildcards", async () => {
    expect((await listDirectory(query({ q: "%" }))).total).toBe(0);
    expect((await listDirectory(query({ q: "_" }))).total).toBe(0);
    const region = await db.region.findFirstOrThrow();
    const odd = await db.clinic.create({
      data: { name: "Odd_Name 100% Vet", address: "1 Test Road", phone: "+85220000000", regionId: region.id },
    });
    try {
      expect((await listDirectory(query({ q: "100%" }))).clinics.map((c) => c.id)).toEqual([odd.id]);
      expect((await listDirectory(query({ q: "odd_name" }))).clinics.map((c) => c.id)).toEqual([odd.id]);
    } finally {
      await db.clinic.delete({ where: { id: odd.id } });
    }
  });

  it("filters by region code and by 24-hour service", async () => {
    const kln = await listDirectory(query({ region: "KLN" }));
    expect(kln.total).toBe(await db.clinic.count({ where: { status: "active", region: { code: "KLN" } } }));
    const h24 = await listDirectory(query({ h24: "1" }));
    expect(h24.total).toBe(await db.clinic.count({ where: { status: "active", is24Hour: true } }));
    expect(h24.clinics.every((c) => c.is24Hour)).toBe(true);
    const both = await listDirectory(query({ region: "HKI", h24: "1" }));
    expect(both.total).toBe(await db.clinic.count({ where: { status: "active", is24Hour: true, region: { code: "HKI" } } }));
    expect((await listDirectory(query({ region: "NOPE" }))).total).toBe(0);
  });

  it("hides clinics that are not active, in the list, the clinic page and the sitemap", async () => {
    const clinic = await db.clinic.findFirstOrThrow({ orderBy: { name: "asc" } });
    await db.clinic.update({ where: { id: clinic.id }, data: { status: "inactive" } });
    try {
      expect((await listDirectory(query({ q: clinic.name }))).clinics.map((c) => c.id)).not.toContain(clinic.id);
      expect(await findPublicClinic(clinic.id)).toBeNull();
      expect((await listPublicClinicSlugs()).map((c) => c.slug)).not.toContain(clinic.slug);
      expect(await lookupPublicClinic(clinic.slug!)).toBeNull();
      expect(await lookupPublicClinic(clinic.id)).toBeNull();
    } finally {
      await db.clinic.update({ where: { id: clinic.id }, data: { status: "active" } });
    }
    const detail = await findPublicClinic(clinic.id);
    expect(detail).toMatchObject({ id: clinic.id, name: clinic.name, region: { code: expect.any(String) } });
    expect(typeof detail!.latitude).toBe("number");
  });

  it("answers null for unknown or malformed ids", async () => {
    expect(await findPublicClinic("00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await findPublicClinic("not-a-uuid")).toBeNull();
    expect(await findPublicClinic("1' OR '1'='1")).toBeNull();
  });
});
