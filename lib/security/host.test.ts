import { isOwnHost, parseAllowedHosts } from "./host";

describe("isOwnHost", () => {
  const app = ["https://pawalert.hk", "https://pawalert.hk"];

  it("accepts APP_URL's host with or without a port, in any letter case", () => {
    expect(isOwnHost("pawalert.hk", app)).toBe(true);
    expect(isOwnHost("PawAlert.HK:443", app)).toBe(true);
  });

  it("accepts localhost and IP addresses, which a rebinding page cannot have as its own name", () => {
    for (const host of ["localhost:3000", "127.0.0.1:3000", "10.0.0.5", "[::1]:3000", "[fd00::2]"]) expect(isOwnHost(host, app)).toBe(true);
  });

  it("refuses any other name, a look-alike and a missing Host", () => {
    expect(isOwnHost("evil.example", app)).toBe(false);
    expect(isOwnHost("pawalert.hk.evil.example", app)).toBe(false);
    expect(isOwnHost("127.0.0.1.nip.io", app)).toBe(false);
    expect(isOwnHost(null, app)).toBe(false);
  });

  it("accepts the names ALLOWED_HOSTS adds", () => {
    const allowed = parseAllowedHosts("demo-mac.local, pawalert.internal:8080");
    expect(allowed).toEqual(["demo-mac.local", "pawalert.internal"]);
    expect(isOwnHost("demo-mac.local:3000", app, allowed)).toBe(true);
    expect(isOwnHost("other.local:3000", app, allowed)).toBe(false);
  });
});
