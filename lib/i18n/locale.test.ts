import { isLocale, toLocale } from "./locale";

describe("toLocale", () => {
  it("keeps the two languages and reads anything else as English", () => {
    expect(toLocale("zh-HK")).toBe("zh-HK");
    expect(toLocale("en")).toBe("en");
    for (const other of ["zh", "zh-hk", "fr", "", " en", null, undefined, 42]) expect(toLocale(other)).toBe("en");
  });

  it("recognises only en and zh-HK as locales", () => {
    expect(isLocale("zh-HK")).toBe(true);
    expect(isLocale("zh-TW")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
