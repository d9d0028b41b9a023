import { db } from "@/lib/db";
import { getPool } from "@/lib/db";
import { seed } from "@/lib/seed/seed";
import { Prisma } from "@/lib/generated/prisma/client";
import { resetData } from "@/tests/utils/db";
import { haversineKm, roundKm } from "@/lib/geo/distance";
import { loadHolidayCalendar } from "@/lib/feeds/holidays";
import { availabilityClaim } from "./availability";
import { openingFacts, openStatus } from "./open-status";
import { searchClinics, searchClinicsJson } from "./search";
import { nearestPlacedSql } from "./search-rows";

const MONG_KOK = { latitude: 22.3193, longitude: 114.1694 };

// One statement instead of KNN ids + a Prisma findMany; every field
// must still be what Prisma's rows and openStatus() give.
describe("searchClinics in one statement", () => {
  beforeAll(async () => {
    await resetData();
    await seed(db, { demo: false });
  }, 60_000);

  it("gives each clinic the fields Prisma's rows and openStatus give", async () => {
    const clinic = await db.clinic.findFirstOrThrow({ where: { status: "active", latitude: { not: null } } });
    await db.clinic.update({
      where: { id: clinic.id },
      data: { email: "", isAvailable: false, availabilityUpdatedAt: new Date(), availabilitySource: "clinic", hoursConfidence: "low" },
    });
    const at = new Date();
    const found = await searchClinics({ near: MONG_KOK, limit: 500, at });
    expect(found.map((c) => c.id)).toContain(clinic.id);
    const rows = await db.clinic.findMany({ where: { id: { in: found.map((c) => c.id) } }, include: { region: true } });
    expect(rows).toHaveLength(found.length);
    const holidays = await loadHolidayCalendar(at);
    for (const row of rows) {
      const latitude = row.latitude === null ? null : Number(row.latitude);
      const longitude = row.longitude === null ? null : Number(row.longitude);
      expect(found.find((c) => c.id === row.id)).toEqual({
        id: row.id,
        name: row.name,
        nameZh: row.nameZh,
        address: row.address,
        addressZh: row.addressZh,
        phone: row.phone,
        whatsapp: row.whatsapp,
        hasEmail: Boolean(row.email),
        regionCode: row.region.code,
        is24Hour: row.is24Hour,
        availability: availabilityClaim(row, at),
        isSupportHospital: row.isSupportHospital,
        latitude,
        longitude,
        coordPrecision: row.coordPrecision,
        areaName: row.areaName,
        areaNameZh: row.areaNameZh,
        distanceKm: latitude === null || longitude === null ? null : roundKm(haversineKm(MONG_KOK, { latitude, longitude })),
        openStatus: openStatus(openingFacts(row), at, holidays),
        openDuringTyphoon: row.openDuringTyphoon,
        openDuringBlackRain: row.openDuringBlackRain,
      });
    }
    expect(found.find((c) => c.id === clinic.id)).toMatchObject({ hasEmail: false, availability: { accepting: false, source: "clinic" } });
  });

  it("answers GET /api/clinics with the same clinics as searchClinics, escaped, from facts made once per row version", async () => {
    const clinic = await db.clinic.findFirstOrThrow({ where: { status: "active", latitude: { not: null } } });
    await db.clinic.update({
      where: { id: clinic.id },
      data: { name: "Cat & Dog <Vets>", availabilityUpdatedAt: new Date(), availabilitySource: "clinic" },
    });
    const at = new Date();
    for (const search of [
      { near: MONG_KOK, limit: 500, at },
      { limit: 30, at },
      { near: MONG_KOK, limit: 20, regionCode: "KLN", at },
    ]) {
      const text = (await searchClinicsJson(search)).toString("utf8");
      expect(JSON.parse(text)).toEqual(await searchClinics(search));
      expect(text).not.toMatch(/[<>&]/);
    }
    const text = (await searchClinicsJson({ near: MONG_KOK, limit: 500, at })).toString("utf8");
    expect(text).toContain("Cat \\u0026 Dog \\u003cVets\\u003e");
  });

  it("gives a clinic's new availability and status at the next search (rows are held by row version)", async () => {
    const clinic = await db.clinic.findFirstOrThrow({ where: { status: "active", latitude: { not: null } } });
    const find = async () => (await searchClinics({ near: MONG_KOK, limit: 500 })).find((c) => c.id === clinic.id);
    await db.clinic.update({
      where: { id: clinic.id },
      data: { isAvailable: true, availabilityUpdatedAt: new Date(), availabilitySource: "clinic" },
    });
    expect((await find())?.availability).toMatchObject({ accepting: true, source: "clinic" });
    await db.$executeRaw`UPDATE clinics SET is_available = false WHERE id = ${clinic.id}::uuid`;
    expect((await find())?.availability).toMatchObject({ accepting: false, source: "clinic" });
    await db.clinic.update({ where: { id: clinic.id }, data: { name: "Renamed Vets" } });
    expect((await find())?.name).toBe("Renamed Vets");
    await db.clinic.update({ where: { id: clinic.id }, data: { status: "inactive" } });
    expect(await find()).toBeUndefined();
    await db.clinic.update({ where: { id: clinic.id }, data: { status: "active" } });
  });

  it("gives a region's edit at the next search: a held row's version includes its region's", async () => {
    const clinic = await db.clinic.findFirstOrThrow({ where: { status: "active", latitude: { not: null } }, include: { region: true } });
    const search = { near: MONG_KOK, limit: 500 };
    const codeOf = async () => (await searchClinics(search)).find((c) => c.id === clinic.id)?.regionCode;
    const codeInJson = async () =>
      (JSON.parse((await searchClinicsJson(search)).toString("utf8")) as { id: string; regionCode: string }[]).find(
        (c) => c.id === clinic.id,
      )?.regionCode;
    expect(await codeOf()).toBe(clinic.region.code);
    await db.region.update({ where: { id: clinic.regionId }, data: { code: "ZZT", nameEn: "Renamed Region" } });
    try {
      expect(await codeOf()).toBe("ZZT");
      expect(await codeInJson()).toBe("ZZT");
    } finally {
      await db.region.update({ where: { id: clinic.regionId }, data: { code: clinic.region.code, nameEn: clinic.region.nameEn } });
    }
    expect(await codeOf()).toBe(clinic.region.code);
  });

  it("gives an edited clinic's new hours at the next search", async () => {
    const clinic = await db.clinic.findFirstOrThrow({ where: { status: "active", latitude: { not: null }, is24Hour: false } });
    const at = new Date();
    const holidays = await loadHolidayCalendar(at);
    const statusOf = async () => (await searchClinics({ near: MONG_KOK, limit: 500, at })).find((c) => c.id === clinic.id)!.openStatus;
    const edits = [Array(7).fill([["00:00", "23:59"]]), Array(7).fill(null), Array(7).fill([["03:00", "03:01"]])];
    for (const weeklyHours of edits) {
      const row = await db.clinic.update({ where: { id: clinic.id }, data: { weeklyHours, hoursConfidence: "high" } });
      expect(await statusOf()).toEqual(openStatus(openingFacts(row), at, holidays));
    }
  });

  it("is answered by the GiST index on clinics.location", async () => {
    // Planned against 5,000 more placed and 5,000 unplaced clinics, rolled back.
    const plan = await db
      .$transaction(async (tx) => {
        const region = await tx.region.findFirstOrThrow();
        await tx.$executeRaw`
          INSERT INTO clinics (name, address, phone, region_id, latitude, longitude)
          SELECT 'Synthetic ' || g, 'Synthetic address ' || g, '+85200000000', ${region.id}::uuid,
                 22.20 + random() * 0.35, 113.90 + random() * 0.45
          FROM generate_series(1, 5000) AS g`;
        await tx.$executeRaw`
          INSERT INTO clinics (name, address, phone, region_id)
          SELECT 'Unplaced ' || g, 'Synthetic address ' || g, '+85200000000', ${region.id}::uuid
          FROM generate_series(1, 5000) AS g`;
        await tx.$executeRawUnsafe("ANALYZE clinics");
        const rows = await tx.$queryRaw<{ "QUERY PLAN": string }[]>(Prisma.sql`EXPLAIN ANALYZE ${nearestPlacedSql(MONG_KOK, 200, {})}`);
        throw Object.assign(new Error("rollback"), { plan: rows.map((r) => r["QUERY PLAN"]).join("\n") });
      })
      .catch((e: { plan?: string }) => e.plan ?? Promise.reject(e));
    expect(plan).toMatch(/Index Scan using clinics_location_idx/);
  });

  it("asks for clinics without coordinates only when fewer than the limit are placed", async () => {
    const query = jest.spyOn(getPool(), "query");
    const statements = () => query.mock.calls.map(([config]) => String((config as { text?: string }).text ?? config));
    try {
      await searchClinics({ near: MONG_KOK, limit: 5 });
      expect(statements().some((text) => text.includes("clinics.location <->"))).toBe(true);
      expect(statements().some((text) => text.includes("clinics.latitude IS NULL"))).toBe(false);
      const placed = await db.clinic.count({ where: { status: "active", latitude: { not: null } } });
      await searchClinics({ near: MONG_KOK, limit: placed + 1 });
      expect(statements().some((text) => text.includes("clinics.latitude IS NULL"))).toBe(true);
    } finally {
      query.mockRestore();
    }
  });

  it("follows the placed clinics with unplaced ones when fewer than the limit are placed", async () => {
    const region = await db.region.findUniqueOrThrow({ where: { code: "KLN" } });
    const unplaced = await db.clinic.create({
      data: { name: "Unplaced Vets", address: "Somewhere", phone: "+85220000001", regionId: region.id },
    });
    const placed = await db.clinic.count({ where: { status: "active", latitude: { not: null } } });
    const found = await searchClinics({ near: MONG_KOK, limit: placed + 1 });
    expect(found).toHaveLength(placed + 1);
    expect(found.at(-1)).toMatchObject({ id: unplaced.id, distanceKm: null });
    expect(found.slice(0, placed).every((c) => c.distanceKm !== null)).toBe(true);
    await db.clinic.delete({ where: { id: unplaced.id } });
  });
});
