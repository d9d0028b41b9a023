import { nearestHospitals, type EmergencyHospital } from "@/lib/offline/hospitals";
import { bestClinic } from "./ranking";

// Pets Central Mong Kok and Macpherson are both 0.3 km
// from the owner; the two-tap door named one online and the other offline.
const at = { latitude: 22.31985, longitude: 114.17023 };
const hospital = (id: string, latitude: number, longitude: number): EmergencyHospital => ({
  id,
  name: id,
  nameZh: id,
  address: "",
  addressZh: "",
  phone: "+85223456789",
  latitude,
  longitude,
  regionCode: "KLN",
});
const petsCentral = hospital("b7a0c7f4-0000-4000-8000-000000000002", 22.317, 114.1695);
const macpherson = hospital("3c1e9a52-0000-4000-8000-000000000001", 22.3177, 114.1723);

const open24h = (h: EmergencyHospital) => ({
  ...h,
  is24Hour: true,
  distanceKm: 0.3,
  coordPrecision: "building",
  availability: null,
  openStatus: { state: "open24h" },
});

describe("one tie-break for equal distances, online and offline", () => {
  it("picks the same hospital from the saved list and from the server's ranking, whatever order they come in", () => {
    const orders = [
      [petsCentral, macpherson],
      [macpherson, petsCentral],
    ];
    const offline = orders.map((list) => nearestHospitals(list, at, 1)[0]);
    const online = orders.map((list) => bestClinic(list.map(open24h))?.clinic);
    expect(nearestHospitals([petsCentral, macpherson], at, 2).map((h) => h.distanceKm)).toEqual([0.3, 0.3]);
    expect(new Set([...offline, ...online].map((h) => h?.id))).toEqual(new Set([macpherson.id]));
  });
});
