import { db } from "@/lib/db";
import { seed } from "@/lib/seed/seed";
import { resetData } from "@/tests/utils/db";
import { acceptingClaimSql } from "./admin-list";
import { availabilityClaim } from "./availability";

// The admin list counts "accepting emergencies" in SQL; the cards and the
// clinic page say it with availabilityClaim(): one rule, two forms,
// compared here on the same rows.

const NOW = new Date("2026-11-26T03:30:00Z");
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);

const CASES: { isAvailable: boolean; availabilitySource: string | null; availabilityUpdatedAt: Date | null }[] = [
  { isAvailable: true, availabilitySource: null, availabilityUpdatedAt: null }, // the seeded default: no claim
  { isAvailable: true, availabilitySource: "clinic", availabilityUpdatedAt: hoursAgo(1) },
  { isAvailable: true, availabilitySource: "admin", availabilityUpdatedAt: hoursAgo(23.9) },
  { isAvailable: true, availabilitySource: "clinic_reply", availabilityUpdatedAt: hoursAgo(0.1) },
  { isAvailable: true, availabilitySource: "clinic", availabilityUpdatedAt: hoursAgo(24.1) }, // a day old: no claim
  { isAvailable: true, availabilitySource: "import", availabilityUpdatedAt: hoursAgo(1) }, // not a source that may claim
  { isAvailable: true, availabilitySource: null, availabilityUpdatedAt: hoursAgo(1) },
  { isAvailable: false, availabilitySource: "clinic", availabilityUpdatedAt: hoursAgo(1) }, // says not accepting
];

describe("the availability claim in SQL and in code", () => {
  beforeAll(async () => {
    await resetData();
    await seed(db, { demo: false });
  }, 60_000);

  it("selects exactly the clinics whose cards say 'Accepting emergencies'", async () => {
    const clinics = await db.clinic.findMany({ select: { id: true }, take: CASES.length, orderBy: { id: "asc" } });
    await Promise.all(clinics.map((c, i) => db.clinic.update({ where: { id: c.id }, data: CASES[i] })));
    const ids = clinics.map((c) => c.id);
    const rows = await db.clinic.findMany({
      where: { id: { in: ids } },
      select: { id: true, isAvailable: true, availabilitySource: true, availabilityUpdatedAt: true },
    });
    const inCode = rows.filter((r) => availabilityClaim(r, NOW)?.accepting === true).map((r) => r.id);
    const inSql = await db.$queryRaw<{ id: string }[]>`
      SELECT c.id FROM clinics c WHERE c.id = ANY(${ids}::uuid[]) AND ${acceptingClaimSql(NOW)}`;
    expect(inCode.sort()).toEqual([ids[1], ids[2], ids[3]].sort());
    expect(inSql.map((r) => r.id).sort()).toEqual(inCode.sort());
  });
});
