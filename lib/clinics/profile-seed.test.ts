import capabilities from "@/data/hk-24h-capabilities.json";
import { publicFacts, sourceDate, sourceUrl, type CapabilityEntry } from "./profile-seed";

const entries = capabilities as CapabilityEntry[];
const byName = (name: string) => entries.find((e) => (e as CapabilityEntry & { nameEn: string }).nameEn.startsWith(name))!;
const facts = (name: string) => Object.fromEntries(publicFacts(byName(name)).map((f) => [f.group, f]));

describe("public profile facts from hk-24h-capabilities.json", () => {
  it("gives every fact an exact quote from the file and a source URL", () => {
    const all = entries.flatMap((e) => publicFacts(e).map((f) => ({ f, e: JSON.stringify(e) })));
    expect(all.length).toBeGreaterThan(10);
    for (const { f, e } of all) {
      expect(f.sourceUrl).toMatch(/^https?:\/\//);
      for (const part of f.quote.split(" … ")) expect(e).toContain(JSON.stringify(part).slice(1, -1));
    }
  });

  it("names every quoted specialist service in Chinese too, beside the English", () => {
    const withSpecialists = entries.filter((e) => e.facilities.specialists.length);
    expect(withSpecialists.length).toBeGreaterThan(0);
    for (const e of withSpecialists) {
      const value = publicFacts(e).find((f) => f.group === "specialists")!.value as { list: string[]; listZh?: string[] };
      expect(value.listZh).toHaveLength(value.list.length);
      for (const name of value.listZh!) expect(name).toMatch(/[\u3400-\u9fff]/);
    }
    expect((facts("Tai Wai").specialists!.value as { listZh: string[] }).listZh).toEqual(["異寵獸醫"]);
  });

  it("stores nothing for a hospital with no quoted value", () => {
    expect(publicFacts(byName("The Ark"))).toEqual([]);
    // VSH and Peticare say "24h" without an on-site vet: that stays unknown.
    expect(facts("VSH").vet_overnight).toBeUndefined();
    // East Island's vet value is null despite indirect evidence.
    expect(facts("East Island").vet_overnight).toBeUndefined();
  });

  it("gives the SPCA its hotline to phone before coming", () => {
    expect(facts("SPCA").phone_first).toMatchObject({
      value: { phone: "+85227111000" },
      sourceUrl: "https://www.spca.org.hk/contact/animal-welfare-emergencies/",
      asOf: null,
    });
  });

  it("says Tai Wai sees rabbits at night, and leaves the SPCA's and Concordia's nights unknown", () => {
    const taiWai = facts("Tai Wai").species!.value as { night: Record<string, boolean | null> };
    expect(taiWai.night).toMatchObject({ rabbit: true, bird: true, reptile: true, small_mammal: true, dog: null });
    expect(facts("Tai Wai").species!.asOf).toBe("2026-06-03");
    expect((facts("SPCA").species!.value as { night: Record<string, unknown> }).night.rabbit).toBeNull();
    expect((facts("Concordia").species!.value as { day: Record<string, unknown> }).day.rabbit).toBe(true);
    expect((facts("Concordia").species!.value as { night: Record<string, unknown> }).night.rabbit).toBeNull();
  });

  it("reads fee bands with the hours they cover and the source's date", () => {
    expect(facts("Macpherson").fees).toMatchObject({
      value: { evening: { hkd: 300, covers: "10pm-12am" }, after_midnight: { hkd: 800, covers: "12am-10am" }, day: null },
      asOf: "2026-06-06",
    });
    expect(facts("SPCA").fees).toMatchObject({ value: { day: { hkd: 250 } }, asOf: "2013-04-01" });
  });

  it("keeps only facilities stated as present, unknown otherwise", () => {
    expect(facts("Veterinary Emergency Centre").facilities!.value).toMatchObject({
      icu_oxygen: true,
      blood_transfusion: true,
      night_surgery: true,
      mri: null,
    });
  });

  it("dates and addresses sources", () => {
    expect(sourceDate("undated")).toBeNull();
    expect(sourceDate("2024-11-17 (release dated 18 November 2024)")).toBe("2024-11-17");
    expect(sourceUrl("x/y (GitHub copy of https://rabbitemergency.com/a/)")).toBe("https://rabbitemergency.com/a/");
    expect(sourceUrl("Chamotrans/VetMap (Source: ePetPet HK API (https://epetpet.com.hk/clinics) + manual)")).toBe(
      "https://epetpet.com.hk/clinics",
    );
  });
});
