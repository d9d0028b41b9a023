import { db } from "@/lib/db";
import { seed } from "@/lib/seed/seed";
import { resetData } from "@/tests/utils/db";
import { loadResults } from "@/lib/emergency/results";
import { haversineKm } from "@/lib/geo/distance";
import { sortClinics } from "./ranking";
import { searchClinics } from "./search";

const MONG_KOK = { latitude: 22.3193, longitude: 114.1694 };
// Read once, lazily, by lib/env on first use (in beforeAll): the results page must honour it.
process.env.NEAREST_CLINICS_LIMIT = "40";

describe("searchClinics: the nearest N in SQL", () => {
  beforeAll(async () => {
    await resetData();
    await seed(db, { demo: false });
  }, 60_000);

  it("returns exactly `limit` active clinics, nearest first (by 1 km band, clinics with their own point first in a band)", async () => {
    const found = await searchClinics({ near: MONG_KOK, limit: 15 });
    expect(found).toHaveLength(15);
    const distances = found.map((c) => c.distanceKm!);
    expect(found).toEqual(sortClinics(found));
    const bands = distances.map((d) => Math.floor(d));
    expect(bands).toEqual([...bands].sort((a, b) => a - b));
    const ownPoint = found.filter((c) => c.coordPrecision === "building").map((c) => c.distanceKm!);
    expect(ownPoint).toEqual([...ownPoint].sort((a, b) => a - b));
    expect(found.every((c) => c.distanceKm !== null && Number.isInteger(c.distanceKm * 10))).toBe(true);

    // The KNN's answer is the true nearest 15: the farthest found is the 15th of every
    // active placed clinic sorted in JavaScript (distances are shown to 0.1 km).
    const placed = await db.clinic.findMany({
      where: { status: "active", latitude: { not: null } },
      select: { latitude: true, longitude: true },
    });
    const fifteenth = placed
      .map((c) => haversineKm(MONG_KOK, { latitude: Number(c.latitude), longitude: Number(c.longitude) }))
      .sort((a, b) => a - b)[14];
    expect(Math.abs(Math.max(...distances) - fifteenth)).toBeLessThanOrEqual(0.05 + 1e-9);
  });

  it("puts clinics without coordinates last, and filters by region and 24-hour in SQL", async () => {
    const region = await db.region.findUniqueOrThrow({ where: { code: "NT" } });
    const unplaced = await db.clinic.create({
      data: { name: "No GPS Vets", address: "Somewhere, Tai Po", phone: "+85220000000", regionId: region.id, is24Hour: true },
    });
    const nt = await searchClinics({ near: MONG_KOK, regionCode: "NT", is24Hour: true, limit: 500 });
    expect(nt.every((c) => c.regionCode === "NT" && c.is24Hour)).toBe(true);
    expect(nt.at(-1)).toMatchObject({ id: unplaced.id, distanceKm: null });
    await db.clinic.delete({ where: { id: unplaced.id } });
  });

  it("without a point lists 24-hour clinics first, then by region, name and id, as SQL's own ORDER BY does", async () => {
    // The statement returns its clinics as one row (search-rows.ts): the list must keep the listing's order.
    const found = await searchClinics({ limit: 60 });
    const expected = await db.clinic.findMany({
      where: { status: "active" },
      orderBy: [{ is24Hour: "desc" }, { region: { code: "asc" } }, { name: "asc" }, { id: "asc" }],
      select: { id: true },
      take: 60,
    });
    expect(found.map((c) => c.id)).toEqual(expected.map((c) => c.id));
    expect(found.map((c) => c.distanceKm)).toEqual(found.map(() => null));
    const kowloon = await searchClinics({ regionCode: "KLN", limit: 500 });
    expect(kowloon.length).toBeGreaterThan(0);
    expect(kowloon.every((c) => c.regionCode === "KLN")).toBe(true);
    expect(await searchClinics({ regionCode: "XX", limit: 5 })).toEqual([]);
  });

  it("the results page loads only the NEAREST_CLINICS_LIMIT nearest clinics", async () => {
    const request = await db.emergencyRequest.create({
      data: { symptom: "Seizure", contactName: "Chan", contactPhone: "91234567", locationLatitude: 22.3193, locationLongitude: 114.1694 },
    });
    const results = await loadResults(request.id, null, "en");
    expect(results!.clinics).toHaveLength(40);
    expect(results!.clinics[0].distanceKm).toBeLessThan(1);
    expect(await loadResults("not-a-uuid", null, "en")).toBeNull();
  });
});
