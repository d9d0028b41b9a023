import { db } from "@/lib/db";
import { seed } from "@/lib/seed/seed";
import { resetData } from "@/tests/utils/db";
import { loadProfiles } from "./profile-queries";

const SPCA_PHONE = "+85228020501";
const THE_ARK_PHONE = "+85225492330";

describe("seeded hospital profiles", () => {
  beforeAll(async () => {
    await resetData();
    await seed(db, { demo: false });
  });

  it("stores only quoted, sourced values, as public with the source's URL and date", async () => {
    const facts = await db.clinicProfileFact.findMany();
    expect(facts.length).toBeGreaterThan(10);
    expect(facts.every((f) => f.source === "public" && f.quote && f.sourceUrl?.startsWith("http") && f.setBy === null)).toBe(true);
    const ark = await db.clinic.findFirstOrThrow({ where: { phone: THE_ARK_PHONE, is24Hour: true } });
    expect(await db.clinicProfileFact.count({ where: { clinicId: ark.id } })).toBe(0);
    const spca = await db.clinic.findFirstOrThrow({ where: { phone: SPCA_PHONE, is24Hour: true } });
    const profile = (await loadProfiles([spca.id])).get(spca.id)!;
    expect(profile.phone_first).toMatchObject({ value: { phone: "+85227111000" }, source: "public", asOf: null });
    expect(profile.fees?.asOf).toBe("2013-04-01");
  });

  it("keeps a clinic's own edit when seeding again, and restores the seed's own rows", async () => {
    const spca = await db.clinic.findFirstOrThrow({ where: { phone: SPCA_PHONE, is24Hour: true } });
    const edited = { day: null, evening: null, after_midnight: { hkd: 1200, covers: "00:00-08:00" }, public_holiday: null };
    await db.clinicProfileFact.update({
      where: { clinicId_group: { clinicId: spca.id, group: "fees" } },
      data: { value: edited, source: "clinic", sourceUrl: null, quote: null, asOf: new Date("2026-11-25") },
    });
    // A public row someone damaged by hand is the seed's to put back.
    await db.clinicProfileFact.update({
      where: { clinicId_group: { clinicId: spca.id, group: "phone_first" } },
      data: { value: { phone: "+85200000000", reason: null } },
    });
    await seed(db, { demo: false });
    const profile = (await loadProfiles([spca.id])).get(spca.id)!;
    expect(profile.fees).toMatchObject({ source: "clinic", value: edited, asOf: "2026-11-25" });
    expect(profile.phone_first?.value.phone).toBe("+85227111000");
  });
});
