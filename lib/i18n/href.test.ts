import { localizedHref } from "./href";

describe("localizedHref", () => {
  it("leaves English paths bare and puts Chinese ones under /zh-HK", () => {
    expect(localizedHref("en", "/emergency-results/r1")).toBe("/emergency-results/r1");
    expect(localizedHref("zh-HK", "/emergency-results/r1")).toBe("/zh-HK/emergency-results/r1");
    expect(localizedHref("zh-HK", "/")).toBe("/zh-HK");
    expect(localizedHref("zh-HK", { pathname: "/clinics", query: { h24: "yes" } })).toBe("/zh-HK/clinics?h24=yes");
    expect(localizedHref("zh-HK", "tel:+85221234567")).toBe("tel:+85221234567");
  });
});
