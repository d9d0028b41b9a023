import { db } from "@/lib/db";
import { seed } from "@/lib/seed/seed";
import { Prisma } from "@/lib/generated/prisma/client";
import { resetData } from "@/tests/utils/db";
import { adminListSql, listAdminClinics } from "./admin-list";
import { adminClinicListQuerySchema } from "./admin-schemas";
import { insertSyntheticClinics } from "./synthetic";

// The admin's filtered clinic page at 100,000 clinics answered 10 req/s
// against 126 at ~300. Its stat cards were one aggregate over every clinic and its
// "accepting" filter read every 24-hour clinic. The filter now reads a partial index
// (migration 20261126020000_admin_list_growth) and four cards one row kept by
// triggers (20261127000000_clinic_counts); these plans, on PGlite and on
// PostgreSQL, show it with enough clinics for the planner to care.

const CLINICS = 20_000;
/** The benchmark's filtered page (scripts/bench-admin-list.ts). */
const BENCH_CASE = adminClinicListQuerySchema.parse({ q: "road", h24: "yes", available: "yes", page: "2" });

type PlanNode = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; Plans?: PlanNode[] };
const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

async function plan(sql: Prisma.Sql): Promise<PlanNode[]> {
  const rows = await db.$queryRaw<{ "QUERY PLAN": [{ Plan: PlanNode }] }[]>(Prisma.sql`EXPLAIN (FORMAT JSON) ${sql}`);
  return nodes(rows[0]["QUERY PLAN"][0].Plan);
}
const indexes = (plan: PlanNode[]) => plan.map((n) => n["Index Name"]).filter(Boolean);
const seqScansOfClinics = (plan: PlanNode[]) => plan.filter((n) => n["Node Type"] === "Seq Scan" && n["Relation Name"] === "clinics");

beforeAll(async () => {
  await resetData();
  await seed(db, { demo: false });
  await insertSyntheticClinics(CLINICS);
  // Three clinics that claim to accept (the few rows the claim index holds), one of them a 24-hour one on a road.
  const some = await db.clinic.findMany({ where: { is24Hour: true }, select: { id: true }, take: 3, orderBy: { name: "asc" } });
  await db.clinic.updateMany({
    where: { id: { in: some.map((c) => c.id) } },
    data: { isAvailable: true, availabilitySource: "clinic", availabilityUpdatedAt: new Date() },
  });
  await db.$executeRawUnsafe("ANALYZE clinics");
}, 120_000);

afterAll(() => resetData());

describe("the admin clinic list at scale", () => {
  it("filters 'accepting' through the claim index, never reading every clinic or every 24-hour one", async () => {
    const sql = adminListSql(BENCH_CASE, new Date());
    for (const statement of [sql.count, sql.page(1)]) {
      const steps = await plan(statement);
      expect(indexes(steps)).toContain("clinics_availability_claim_idx");
      expect(seqScansOfClinics(steps)).toEqual([]);
    }
  });

  it("reads four stat cards from the triggers' row and counts only the accepting clinics live", async () => {
    const steps = await plan(adminListSql(BENCH_CASE, new Date()).stats);
    // The clinics table is touched once, through the claim index; nothing counts every clinic.
    expect(steps.filter((n) => n["Relation Name"] === "clinics").map((n) => n["Index Name"])).toEqual(["clinics_availability_claim_idx"]);
    expect(steps.some((n) => n["Relation Name"] === "clinic_counts")).toBe(true);

    const { stats, filtered } = await listAdminClinics(BENCH_CASE);
    expect(stats).toMatchObject({
      total: await db.clinic.count(),
      h24: await db.clinic.count({ where: { is24Hour: true } }),
      support: await db.clinic.count({ where: { isSupportHospital: true } }),
      missingGps: await db.clinic.count({ where: { OR: [{ latitude: null }, { longitude: null }] } }),
      available: 3,
    });
    expect(stats.total).toBeGreaterThan(CLINICS);
    // The three that claim to accept are 24-hour; only those on a "road" match the search.
    const road = { contains: "road", mode: "insensitive" } as const;
    expect(filtered).toBe(
      await db.clinic.count({
        where: {
          availabilitySource: "clinic",
          is24Hour: true,
          OR: [{ name: road }, { nameZh: road }, { address: road }, { addressZh: road }],
        },
      }),
    );
  });
});

describe("each card's availability and the 'accepting' count are one fact", () => {
  it("marks as accepting exactly the clinics the count counts; a switch nobody confirmed is said as not confirmed", async () => {
    const { stats, items } = await listAdminClinics(adminClinicListQuerySchema.parse({ available: "yes" }));
    expect(items).toHaveLength(stats.available);
    expect(items.every((c) => c.claim?.accepting === true)).toBe(true);
    // The seeded clinics' switch is on, but no one set it: no claim, not "available".
    const { items: page } = await listAdminClinics(adminClinicListQuerySchema.parse({ q: "Synthetic" }));
    const unconfirmed = page.filter((c) => c.isAvailable && c.claim === null);
    expect(unconfirmed.length).toBeGreaterThan(0);
  });
});

describe("the stat cards' row (clinic_counts, kept by triggers)", () => {
  const plainCounts = async () => ({
    total: await db.clinic.count(),
    h24: await db.clinic.count({ where: { is24Hour: true } }),
    support: await db.clinic.count({ where: { isSupportHospital: true } }),
    missingGps: await db.clinic.count({ where: { OR: [{ latitude: null }, { longitude: null }] } }),
  });
  const kept = () => db.clinicCount.findUniqueOrThrow({ where: { id: true }, omit: { id: true } });

  it("follows every insert, update, delete and truncate, whoever writes", async () => {
    await resetData();
    expect(await kept()).toEqual({ total: 0, h24: 0, support: 0, missingGps: 0 });

    await seed(db, { demo: false });
    await insertSyntheticClinics(500);
    expect(await kept()).toEqual(await plainCounts());
    expect((await kept()).total).toBeGreaterThan(500);

    // Updates that move each figure, one that moves none, and a raw statement (as an import would).
    const [a, b, c] = await db.clinic.findMany({ where: { is24Hour: false }, take: 3, orderBy: { id: "asc" } });
    await db.clinic.update({ where: { id: a.id }, data: { is24Hour: true, isSupportHospital: true } });
    await db.clinic.update({ where: { id: b.id }, data: { latitude: null } });
    await db.clinic.update({ where: { id: c.id }, data: { isAvailable: false } });
    await db.$executeRaw`UPDATE clinics SET is_support_hospital = NOT is_support_hospital WHERE name LIKE 'Synthetic%' AND random() < 0.3`;
    expect(await kept()).toEqual(await plainCounts());

    await db.clinic.deleteMany({ where: { id: { in: [a.id, c.id] } } });
    await db.$executeRaw`DELETE FROM clinics WHERE latitude IS NULL`;
    expect(await kept()).toEqual(await plainCounts());

    await resetData();
    expect(await kept()).toEqual({ total: 0, h24: 0, support: 0, missingGps: 0 });
  }, 120_000);
});
