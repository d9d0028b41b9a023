import { locateAddress, placeText, resolvePlace } from "./gazetteer";

describe("resolvePlace (what an owner types)", () => {
  it.each([
    ["Mong Kok", "Mong Kok"],
    ["旺角", "Mong Kok"],
    ["near TST MTR", "Tsim Sha Tsui"],
    ["Central, Hong Kong Island", "Central"],
    ["sai wan ho", "Sai Wan Ho"],
    ["Sai Wan", "Kennedy Town"],
    ["Tsim Sha Tsui East", "Tsim Sha Tsui East"],
    ["沙田區", "Sha Tin District"],
  ])("%s → %s", (input, expected) => {
    expect(resolvePlace(input)?.nameEn).toBe(expected);
  });

  it("returns null for text that names no known place", () => {
    expect(resolvePlace("my house")).toBeNull();
    expect(resolvePlace("")).toBeNull();
    // Abbreviations only match as written: "db" inside a word is not Discovery Bay.
    expect(resolvePlace("feedback")).toBeNull();
  });
});

describe("locateAddress (a clinic's locality)", () => {
  it("takes the most specific place part of an English address", () => {
    expect(locateAddress({ addressEn: "G/F, 5–7 Shing Ho Road, Tai Wai, Sha Tin, N.T." })?.nameEn).toBe("Tai Wai");
    expect(locateAddress({ addressEn: "31 Ma Po Tsuen, Mui Wo, Lantau Island, N.T." })?.nameEn).toBe("Mui Wo");
  });

  it("ignores streets named after places", () => {
    expect(locateAddress({ addressEn: "G/F, 56 Shau Kei Wan Road, Sai Wan Ho, HK" })?.nameEn).toBe("Sai Wan Ho");
    expect(locateAddress({ addressEn: "G/F, 94B Sai Wan Ho Street, HK", addressZh: "香港西灣河街94號B地下" })?.nameEn).toBe("Sai Wan Ho");
  });

  it("falls back to the Chinese address, then to the district", () => {
    expect(locateAddress({ addressEn: "G/F, 66A Waterloo Road, KLN.", addressZh: "九龍旺角窩打老道66號A地下" })?.nameEn).toBe("Mong Kok");
    expect(locateAddress({ addressEn: "3 Bonham Road", district: "Central and Western District" })?.kind).toBe("district");
  });
});

describe("placeText (a typed place in a page's or clinic's language)", () => {
  it("translates a place's own name, in any case or form", () => {
    expect(placeText("Yau Tsim Mong District", "zh-HK")).toBe("油尖旺區");
    expect(placeText("  mong kok ", "zh-HK")).toBe("旺角");
    expect(placeText("旺角", "en")).toBe("Mong Kok");
    expect(placeText("TST", "zh-HK")).toBe("尖沙咀");
  });

  it("keeps the owner's own words", () => {
    expect(placeText("Block 3, Mei Foo Sun Chuen", "zh-HK")).toBe("Block 3, Mei Foo Sun Chuen");
    expect(placeText("near Mong Kok MTR exit E2", "zh-HK")).toBe("near Mong Kok MTR exit E2");
  });
});
