import { isUnreadableUrl } from "./url-guard";

describe("isUnreadableUrl (issue 30, finding 3)", () => {
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
