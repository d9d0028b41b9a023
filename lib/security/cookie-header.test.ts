import { sanitizeCookieHeader } from "./cookie-header";

describe("sanitizeCookieHeader", () => {
  it("leaves a well-formed header alone", () => {
    expect(sanitizeCookieHeader("NEXT_LOCALE=en; next-auth.session-token=abc.def")).toBeNull();
    expect(sanitizeCookieHeader(null)).toBeNull();
  });

  it("drops pairs whose name is not a cookie name, keeps the rest", () => {
    expect(sanitizeCookieHeader("next-auth.session-token =x")).toBe("");
    expect(sanitizeCookieHeader("NEXT_LOCALE=zh-HK; next-auth.session-token =x; a=b")).toBe("NEXT_LOCALE=zh-HK; a=b");
    expect(sanitizeCookieHeader("=x; next-auth.session-token")).toBe("");
    expect(sanitizeCookieHeader("bad name=1;good=2")).toBe("good=2");
  });
});
