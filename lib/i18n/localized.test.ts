import { localized, localizedAddress, localizedName, regionName } from "./localized";

const clinic = { name: "Central Animal Hospital", nameZh: "中環動物醫院", address: "1 Queen's Road", addressZh: "皇后大道1號" };

describe("localized", () => {
  it("picks the Chinese name and address on a zh-HK page", () => {
    expect(localizedName(clinic, "zh-HK")).toBe("中環動物醫院");
    expect(localizedAddress(clinic, "zh-HK")).toBe("皇后大道1號");
  });

  it("keeps English on an English page, and for any other language", () => {
    expect(localizedName(clinic, "en")).toBe("Central Animal Hospital");
    expect(localizedAddress(clinic, "fr")).toBe("1 Queen's Road");
  });

  it("falls back to English when the Chinese version is missing or empty", () => {
    expect(localizedName({ name: "Kowloon Vet", nameZh: null }, "zh-HK")).toBe("Kowloon Vet");
    expect(localizedName({ name: "Kowloon Vet" }, "zh-HK")).toBe("Kowloon Vet");
    expect(localizedAddress({ address: "2 Nathan Road", addressZh: "" }, "zh-HK")).toBe("2 Nathan Road");
  });

  it("names regions and any other pair the same way", () => {
    const region = { nameEn: "Kowloon", nameZh: "九龍" };
    expect(regionName(region, "zh-HK")).toBe("九龍");
    expect(regionName(region, "en")).toBe("Kowloon");
    expect(localized("zh-HK", "Mong Kok", "旺角")).toBe("旺角");
    expect(localized("zh-HK", "Mong Kok", undefined)).toBe("Mong Kok");
  });
});
