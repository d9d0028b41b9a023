import clinics from "@/data/clinics.seed.json";
import { PLACES } from "./gazetteer";
import { crossing, crossingTo, onOutlyingIsland, zoneOf } from "./islands";

const place = (nameEn: string) => PLACES.find((p) => p.nameEn === nameEn)!;
const clinic = (name: string) => {
  const c = (clinics as { name: string; latitude: number; longitude: number }[]).find((x) => x.name === name)!;
  return { latitude: c.latitude, longitude: c.longitude };
};

describe("the island table (finding 9)", () => {
  it("puts every gazetteer place of the outlying islands on its island, and the rest on the road network", () => {
    expect(zoneOf(place("Lamma Island"))).toBe("lamma");
    expect(zoneOf(place("Cheung Chau"))).toBe("cheung-chau");
    expect(zoneOf(place("Peng Chau"))).toBe("peng-chau");
    for (const name of ["Mui Wo", "Pui O", "Discovery Bay", "Tai O", "Lantau Island"]) expect(zoneOf(place(name))).toBe("lantau");
    for (const name of ["Tung Chung", "Chek Lap Kok (Airport)"]) expect(zoneOf(place(name))).toBe("north-lantau");
    const islandDistrict = new Set([
      "Lamma Island",
      "Cheung Chau",
      "Peng Chau",
      "Mui Wo",
      "Pui O",
      "Discovery Bay",
      "Tai O",
      "Lantau Island",
    ]);
    for (const p of PLACES.filter((x) => !islandDistrict.has(x.nameEn) && x.district !== "Islands District")) {
      expect([p.nameEn, onOutlyingIsland(p)]).toEqual([p.nameEn, false]);
    }
  });

  it("places the seeded island clinics on their islands (Ap Lei Chau has a bridge)", () => {
    expect(zoneOf(clinic("Lamma Veterinary Clinic"))).toBe("lamma");
    expect(zoneOf(clinic("Dr Sun Veterinary Clinic"))).toBe("lantau");
    expect(zoneOf(clinic("Tung Chung Vet Centre"))).toBe("north-lantau");
    expect(zoneOf(clinic("Southern District Veterinary Centre"))).toBe("mainland");
  });

  it("names the island's pier for a trip across water, and nothing for a trip by road", () => {
    const vec = clinic("Veterinary Emergency Centre");
    expect(crossing(place("Lamma Island"), vec)).toMatchObject({ direction: "from", pier: { nameEn: "Yung Shue Wan Ferry Pier" } });
    expect(crossing(place("Cheung Chau"), vec)).toMatchObject({ direction: "from", pier: { nameZh: "長洲碼頭" } });
    expect(crossing(place("Mui Wo"), vec)).toMatchObject({ direction: "from", pier: { nameEn: "Mui Wo Ferry Pier" } });
    expect(crossing(place("Kennedy Town"), clinic("Lamma Veterinary Clinic"))).toMatchObject({ direction: "to" });
    // Lantau reaches Tung Chung by road, and Tung Chung the city: no ferry either way.
    expect(crossing(place("Mui Wo"), clinic("Tung Chung Vet Centre"))).toBeNull();
    expect(crossing(place("Tung Chung"), vec)).toBeNull();
    expect(crossing(place("Aberdeen"), clinic("Southern District Veterinary Centre"))).toBeNull();
  });

  it("puts the Po Toi Islands' published point on Po Toi, reached from the city by the Tai Wan ferry", () => {
    // Wikipedia, "Po Toi Islands": 22°10′27″N 114°16′14″E (data/README.md).
    const poToi = { latitude: 22.1742, longitude: 114.2705 };
    expect(zoneOf(poToi)).toBe("po-toi");
    expect(crossing(poToi, clinic("Veterinary Emergency Centre"))).toMatchObject({
      direction: "from",
      pier: { nameEn: "Po Toi Tai Wan Pier" },
    });
  });
});

describe("crossingTo", () => {
  const lamma = { latitude: 22.2275, longitude: 114.1105 };
  it("names the pier for a clinic with a point across water, nothing for one without a point or without an origin", () => {
    expect(crossingTo(lamma, clinic("Veterinary Emergency Centre"))?.pier.nameEn).toBe("Yung Shue Wan Ferry Pier");
    expect(crossingTo(lamma, { latitude: null, longitude: null })).toBeNull();
    expect(crossingTo(null, clinic("Veterinary Emergency Centre"))).toBeNull();
  });
});
