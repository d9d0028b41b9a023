import { db } from "@/lib/db";
import { broadcastToClinics } from "@/lib/broadcast/service";
import { resetData } from "@/tests/utils/db";
import { createClinics, createRequest } from "@/tests/utils/messaging";

// What a hospital receives says where the owner is in the alert's language: a
// Chinese alert has no English words but names, a place's own name in Chinese
// where the gazetteer has it, a GPS point as its nearest place (never numbers).

beforeEach(async () => {
  await resetData();
});

async function alertText(request: { id: string }) {
  const { clinics } = await createClinics(1);
  await broadcastToClinics(request.id, { clinicIds: [clinics[0].id], quick: false }, { ip: "203.0.113.40", signedIn: false });
  const [message] = await db.message.findMany({ where: { emergencyRequestId: request.id }, take: 1 });
  return message.content;
}

it("a Chinese alert for a place typed in English names it in Chinese; the owner's own words stay as typed", async () => {
  const request = await createRequest({
    language: "zh-HK",
    manualLocation: "Mong Kok",
    locationLatitude: 22.3193,
    locationLongitude: 114.1694,
    locationPrecision: "area",
  });
  const text = await alertText(request);
  expect(text).toContain("位置：旺角");
  expect(text).not.toContain("Mong Kok");
  const own = await createRequest({ language: "zh-HK", manualLocation: "Block 3, Mei Foo Sun Chuen", locationPrecision: "area" });
  expect(await alertText(own)).toContain("位置：Block 3, Mei Foo Sun Chuen");
});

it("a GPS point is said as the nearest place, in each language", async () => {
  const at = { manualLocation: null, locationLatitude: 22.3193, locationLongitude: 114.1694, locationPrecision: "gps" };
  expect(await alertText(await createRequest({ ...at, language: "zh-HK" }))).toContain("位置：旺角附近");
  const english = await alertText(await createRequest({ ...at, language: "en" }));
  expect(english).toContain("Location: near Mong Kok");
  expect(english).not.toMatch(/Location: 22\./);
});
