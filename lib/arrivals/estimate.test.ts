import { ETA_CHOICES, suggestedEta, suggestedEtas } from "./estimate";

describe("the arrival estimate", () => {
  it("rounds the taxi rule up to the next choice the owner can pick", () => {
    // taxiMinutes: 0.5 km → 10, 3 km → 15, 5 km → 20, 8 km → 30, 12 km → 45 min.
    expect(suggestedEta(0.5)).toBe(10);
    expect(suggestedEta(3)).toBe(20);
    expect(suggestedEta(5)).toBe(20);
    expect(suggestedEta(7)).toBe(30);
    expect(suggestedEta(8)).toBe(30);
    expect(suggestedEta(12)).toBe(45);
  });

  it("never suggests more than the longest choice, and the middle one without a distance", () => {
    expect(suggestedEta(40)).toBe(45);
    expect(suggestedEta(null)).toBe(20);
    expect(suggestedEta(undefined)).toBe(20);
    expect(suggestedEta(Number.NaN)).toBe(20);
    for (const km of [0, 1, 2.5, 6, 9.9, 15, 100]) expect(ETA_CHOICES).toContain(suggestedEta(km));
  });

  it("gives each alerted clinic its estimate from the owner's point (the status page)", () => {
    const mongKok = { latitude: 22.3193, longitude: 114.1694 };
    const clinics = [
      // Tsim Sha Tsui, 2.4 km: the taxi rule says 15 min, so 20.
      { clinicId: "tst", clinicPlace: { latitude: 22.2975, longitude: 114.1722 } },
      // Tuen Mun, about 22 km: 45.
      { clinicId: "tm", clinicPlace: { latitude: 22.3908, longitude: 113.9725 } },
      { clinicId: "nowhere", clinicPlace: { latitude: null, longitude: null } },
    ];
    expect(suggestedEtas(mongKok, clinics)).toEqual({ tst: 20, tm: 45, nowhere: 20 });
    expect(suggestedEtas(null, clinics.slice(0, 1))).toEqual({ tst: 20 });
  });
});
