import { safeReturnTo } from "./return-to";

describe("safeReturnTo", () => {
  it.each([
    ["/profile", "/profile"],
    ["/zh-HK/pets?tab=1#top", "/zh-HK/pets?tab=1#top"],
    ["/admin/clinics", "/admin/clinics"],
  ])("keeps the same-site path %s", (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  it.each([
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "evil.example",
    "",
    null,
    undefined,
    "/\tevil",
    "http:/evil",
    // Dot segments that resolve to a protocol-relative path.
    "/..//evil.example",
    "/a/../..//evil.example/x",
    "/.//evil.example",
  ])("falls back to / for %p", (input) => {
    expect(safeReturnTo(input)).toBe("/");
  });
});
