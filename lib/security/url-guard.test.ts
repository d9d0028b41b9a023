import { isUnreadableUrl } from "./url-guard";

describe("isUnreadableUrl", () => {
  it("lets ordinary paths and queries through, Chinese and spaces included", () => {
    expect(isUnreadableUrl("/zh-HK/clinics", "?q=%E6%B2%99%E7%94%B0&h24=1")).toBe(false);
    expect(isUnreadableUrl("/clinics", "?q=Sha+Tin&region=")).toBe(false);
    expect(isUnreadableUrl("/api/clinics/4f0c5b55-0f5e-4c5b-9a39-0a3f0c0d7e11")).toBe(false);
    expect(isUnreadableUrl("/", "")).toBe(false);
  });

  it("refuses a percent-encoding that does not decode, in the path or the query", () => {
    expect(isUnreadableUrl("/clinics/%E0%A4%A")).toBe(true);
    expect(isUnreadableUrl("/api/clinics/%E0%A4%A")).toBe(true);
    expect(isUnreadableUrl("/clinics", "?q=%E0%A4%A")).toBe(true);
    expect(isUnreadableUrl("/clinics", "?%zz=1")).toBe(true);
  });

  it("refuses a NUL anywhere", () => {
    expect(isUnreadableUrl("/clinics", "?q=a%00b")).toBe(true);
    expect(isUnreadableUrl("/clinics/%00")).toBe(true);
    expect(isUnreadableUrl("/api/clinics", "?region=%00")).toBe(true);
  });
});

describe("isUnreadableUrl: a path segment is decoded once", () => {
  it("refuses a segment that still holds % after one decode, or ends in a lone %", () => {
    for (const path of ["/%25", "/en/%25", "/clinics/%2525", "/first-aid/bleeding/dog%25", "/districts/%252F", "/clinics/a%", "/%"]) {
      expect({ path, refused: isUnreadableUrl(path) }).toEqual({ path, refused: true });
    }
  });

  it("lets a % through in the query, where it is text (a search for 100%)", () => {
    expect(isUnreadableUrl("/clinics", "?q=100%25")).toBe(false);
    expect(isUnreadableUrl("/first-aid/%62leeding")).toBe(false);
  });
});
