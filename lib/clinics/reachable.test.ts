import { bestClinicFrom } from "./reachable";

// From Lamma, the island's own open clinic before a
// 24-hour hospital across the water; the usual choice when none is open.
const LAMMA = { latitude: 22.2275, longitude: 114.1105 };
const KENNEDY_TOWN = { latitude: 22.2821, longitude: 114.1266 };
const clinic = (id: string, at: { latitude: number; longitude: number }, is24Hour: boolean, state: string, distanceKm: number) => ({
  id,
  ...at,
  is24Hour,
  distanceKm,
  coordPrecision: "building",
  availability: null,
  openStatus: { state },
});

describe("bestClinicFrom", () => {
  const vec = clinic("vec", KENNEDY_TOWN, true, "open24h", 6.3);
  it("prefers an open clinic on the owner's island to a nearer-ranked 24-hour hospital across water", () => {
    const lamma = clinic("lamma", { latitude: 22.2262, longitude: 114.1118 }, false, "open", 0.2);
    expect(bestClinicFrom([vec, lamma], LAMMA)).toMatchObject({ clinic: { id: "lamma" }, reason: "no_ferry" });
  });

  it("falls back to the usual choice when the island's clinic is closed, and changes nothing on the mainland", () => {
    const closed = clinic("lamma", { latitude: 22.2262, longitude: 114.1118 }, false, "closed", 0.2);
    expect(bestClinicFrom([vec, closed], LAMMA)).toMatchObject({ clinic: { id: "vec" }, reason: "nearest_24h" });
    const mongKok = clinic("mk", { latitude: 22.3177, longitude: 114.1723 }, false, "open", 0.5);
    const far24 = clinic("far", KENNEDY_TOWN, true, "open24h", 4);
    expect(bestClinicFrom([mongKok, far24], { latitude: 22.3193, longitude: 114.1694 })?.clinic.id).toBe("far");
  });
});
