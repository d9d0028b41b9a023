import type { OwnerLocation } from "./owner-location";
import { ownerPlace, ownerPlaceLine, ownerPlaceName } from "./owner-place";

// Where the owner is, as a clinic's copy says it.
const TST_CLINIC = { latitude: "22.2975", longitude: "114.1722" };
const MONG_KOK = { locationLatitude: "22.3193", locationLongitude: "114.1694" };
const MAP = "https://www.google.com/maps/search/?api=1&query=22.3193,114.1694";

const owner = (over: Partial<OwnerLocation>): OwnerLocation => ({
  manualLocation: null,
  locationLatitude: null,
  locationLongitude: null,
  locationPrecision: null,
  ...over,
});

describe("ownerPlace", () => {
  it("names a GPS-only owner by the nearest area, with the distance from this clinic and the map link", () => {
    const gps = owner({ ...MONG_KOK, locationPrecision: "gps" });
    expect(ownerPlace(gps, TST_CLINIC, "en")).toEqual({ place: "near Mong Kok", distance: "about 2.4 km from you", mapUrl: MAP });
    expect(ownerPlace(gps, TST_CLINIC, "zh-HK")).toEqual({ place: "旺角附近", distance: "距離你們約 2.4 公里", mapUrl: MAP });
  });

  it("keeps the typed place, translating a place's own name into the clinic's language", () => {
    const typed = owner({ ...MONG_KOK, manualLocation: "旺角", locationPrecision: "area" });
    expect(ownerPlace(typed, TST_CLINIC, "en").place).toBe("Mong Kok");
    expect(ownerPlace(typed, TST_CLINIC, "zh-HK").place).toBe("旺角");
    const own = owner({ manualLocation: "Block 3,  Mei Foo Sun Chuen", locationPrecision: null });
    expect(ownerPlace(own, TST_CLINIC, "zh-HK")).toEqual({ place: "Block 3, Mei Foo Sun Chuen", distance: null, mapUrl: null });
  });

  it('says "approximately" when the owner is only placed at a district centre', () => {
    const district = owner({
      manualLocation: "Sha Tin District",
      locationLatitude: "22.383",
      locationLongitude: "114.189",
      locationPrecision: "area",
    });
    expect(ownerPlace(district, TST_CLINIC, "en").place).toBe("approximately Sha Tin District");
    expect(ownerPlace(district, TST_CLINIC, "zh-HK").place).toBe("大約在沙田區");
    // A GPS point whose nearest gazetteer point is a district centre reads the same way.
    const gps = owner({ locationLatitude: "22.3814", locationLongitude: "114.2705", locationPrecision: "gps" });
    expect(ownerPlace(gps, null, "en")).toMatchObject({ place: "approximately Sai Kung District", distance: null });
  });

  it("has no distance when the clinic has no point, and says so when the owner gave no place", () => {
    expect(ownerPlace(owner({ ...MONG_KOK }), null, "en").distance).toBeNull();
    expect(ownerPlaceLine(ownerPlace(owner({}), TST_CLINIC, "en"), "en")).toBe("Location not given");
    expect(ownerPlaceLine(ownerPlace(owner({}), TST_CLINIC, "zh-HK"), "zh-HK")).toBe("未提供位置");
  });

  it("joins place, distance and map link on one line", () => {
    const gps = owner({ ...MONG_KOK, locationPrecision: "gps" });
    expect(ownerPlaceLine(ownerPlace(gps, TST_CLINIC, "en"), "en")).toBe(`near Mong Kok · about 2.4 km from you · ${MAP}`);
  });
});

describe("ownerPlaceName (the owner's summary and phone script)", () => {
  it("says a place, never coordinates: the typed name in the page's language, or the nearest place to the GPS point", () => {
    const gps = owner({ ...MONG_KOK, locationPrecision: "gps" });
    expect(ownerPlaceName(gps, "en")).toBe("near Mong Kok");
    expect(ownerPlaceName(gps, "zh-HK")).toBe("旺角附近");
    expect(ownerPlaceName(owner({ ...MONG_KOK, manualLocation: "Mong Kok", locationPrecision: "area" }), "zh-HK")).toBe("旺角");
    expect(ownerPlaceName(owner({}), "en")).toBeNull();
  });

  it('leaves "approximately" to the caller for a typed district (the summary says it its own way)', () => {
    const district = owner({
      manualLocation: "Sha Tin District",
      locationLatitude: "22.383",
      locationLongitude: "114.189",
      locationPrecision: "area",
    });
    expect(ownerPlaceName(district, "zh-HK")).toBe("沙田區");
  });
});
