import { db } from "@/lib/db";
import { seed } from "@/lib/db/seed";
import { Prisma } from "@/lib/generated/prisma/client";
import { resetData } from "@/tests/utils/db";
import { findNearestClinicIds, knnNearestSql } from "./geo";

const MONG_KOK = { latitude: 22.3193, longitude: 114.1694 };

describe("nearest clinics (PostGIS KNN)", () => {
  beforeAll(async () => {
    await resetData();
    await seed(db, { demo: false });
  });

  it("returns the nearest 10 active clinics, nearest first, with haversine distances", async () => {
    const nearest = await findNearestClinicIds(MONG_KOK, 10);
    expect(nearest).toHaveLength(10);
    const distances = nearest.map((n) => n.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(1.5);

    // Cross-check against every clinic sorted in JavaScript.
    const all = await db.clinic.findMany({ select: { id: true, latitude: true, longitude: true } });
    const { haversineKm } = await import("@/lib/geo/distance");
    const expected = all
      .map((c) => ({ id: c.id, d: haversineKm(MONG_KOK, { latitude: Number(c.latitude), longitude: Number(c.longitude) }) }))
      .sort((a, b) => a.d - b.d)
      .slice(0, 10);
    expect(distances[9]).toBeCloseTo(expected[9].d, 3);
  });

  it("leaves out clinics that are not active", async () => {
    const [first] = await findNearestClinicIds(MONG_KOK, 1);
    await db.clinic.update({ where: { id: first.id }, data: { status: "inactive" } });
    const [next] = await findNearestClinicIds(MONG_KOK, 1);
    expect(next.id).not.toBe(first.id);
    await db.clinic.update({ where: { id: first.id }, data: { status: "active" } });
  });

  it("is answered by the GiST index on clinics.location", async () => {
    // With 185 rows a sequential scan is cheapest, so plan against a realistic
    // table: 5,000 more clinics inside a transaction that is rolled back.
    const plan = await db
      .$transaction(async (tx) => {
        const region = await tx.region.findFirstOrThrow();
        await tx.$executeRaw`
          INSERT INTO clinics (name, address, phone, region_id, latitude, longitude)
          SELECT 'Synthetic ' || g, 'Synthetic address ' || g, '+85200000000', ${region.id}::uuid,
                 22.20 + random() * 0.35, 113.90 + random() * 0.45
          FROM generate_series(1, 5000) AS g`;
        await tx.$executeRawUnsafe("ANALYZE clinics");
        const sql = knnNearestSql(MONG_KOK, 10);
        const rows = await tx.$queryRaw<{ "QUERY PLAN": string }[]>(Prisma.sql`EXPLAIN ${sql}`);
        throw Object.assign(new Error("rollback"), { plan: rows.map((r) => r["QUERY PLAN"]).join("\n") });
      })
      .catch((e: { plan?: string }) => e.plan ?? Promise.reject(e));
    expect(plan).toMatch(/Index Scan using clinics_location_idx/);
    expect(await db.clinic.count({ where: { name: { startsWith: "Synthetic " } } })).toBe(0);
  });
});
