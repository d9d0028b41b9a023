import { EARTH_RADIUS_KM, haversineKm, roundKm } from "./distance";

describe("haversine distance (Earth radius 6371 km)", () => {
  it("uses 6371 km and is zero for the same point", () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    expect(haversineKm({ latitude: 22.3, longitude: 114.17 }, { latitude: 22.3, longitude: 114.17 })).toBe(0);
  });

  it("gives known Hong Kong distances", () => {
    // Central (IFC) to Tsim Sha Tsui (Star Ferry pier): about 1.6 km across the harbour.
    const km = haversineKm({ latitude: 22.2855, longitude: 114.1577 }, { latitude: 22.2939, longitude: 114.1687 });
    expect(km).toBeGreaterThan(1.3);
    expect(km).toBeLessThan(1.6);
    // One degree of latitude is 2πR/360 ≈ 111.19 km.
    expect(haversineKm({ latitude: 22, longitude: 114 }, { latitude: 23, longitude: 114 })).toBeCloseTo(111.19, 2);
  });

  it("is symmetric and rounds to one decimal for display", () => {
    const a = { latitude: 22.4445, longitude: 114.0222 };
    const b = { latitude: 22.3193, longitude: 114.1694 };
    expect(haversineKm(a, b)).toBeCloseTo(haversineKm(b, a), 10);
    expect(roundKm(4.96)).toBe(5);
    expect(roundKm(4.94)).toBe(4.9);
  });
});
