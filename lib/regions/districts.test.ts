import clinics from "@/data/clinics.seed.json";
import { DISTRICTS, districtBySlug, districtSlugOf } from "./districts";

describe("districts", () => {
  it("are the 18 districts, each with a unique slug and a point in Hong Kong", () => {
    expect(DISTRICTS).toHaveLength(18);
    expect(new Set(DISTRICTS.map((d) => d.slug)).size).toBe(18);
    expect(districtBySlug("sha-tin")).toMatchObject({ nameEn: "Sha Tin", nameZh: "沙田區", officialEn: "Sha Tin District" });
    expect(districtBySlug("central-and-western")?.nameZh).toBe("中西區");
    for (const d of DISTRICTS) {
      expect(d.centre.latitude).toBeGreaterThan(22.15);
      expect(d.centre.latitude).toBeLessThan(22.57);
    }
  });

  it("name every seeded clinic's district", () => {
    for (const c of clinics) expect(districtSlugOf(c.district)).not.toBeNull();
    expect(districtSlugOf("Atlantis District")).toBeNull();
    expect(districtBySlug("atlantis")).toBeNull();
  });
});
