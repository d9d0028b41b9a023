import { nearestHospitals, type EmergencyHospital } from "./hospitals";

const hospital = (id: string, latitude: number | null, longitude: number | null): EmergencyHospital => ({
  id,
  name: `Hospital ${id}`,
  nameZh: null,
  address: `${id} Road`,
  addressZh: null,
  phone: "+85223456789",
  latitude,
  longitude,
  regionCode: "KLN",
});

describe("nearestHospitals (offline list)", () => {
  const list = [
    hospital("far", 22.45, 114.03),
    hospital("unknown", null, null),
    hospital("near", 22.32, 114.17),
    hospital("mid", 22.28, 114.16),
  ];

  it("sorts by distance from the owner, those without a point last, and keeps `count`", () => {
    const shown = nearestHospitals(list, { latitude: 22.3193, longitude: 114.1694 }, 3);
    expect(shown.map((h) => h.id)).toEqual(["near", "mid", "far"]);
    expect(shown[0].distanceKm).toBe(0.1);
    expect(nearestHospitals(list, { latitude: 22.3193, longitude: 114.1694 }, 10).at(-1)).toMatchObject({
      id: "unknown",
      distanceKm: null,
    });
  });

  it("without a position keeps the list's order and shows no distance", () => {
    expect(nearestHospitals(list, null, 2)).toEqual([
      { ...list[0], distanceKm: null },
      { ...list[1], distanceKm: null },
    ]);
  });
});
