import { csrfViolation, pagePostViolation } from "./csrf";

const SESSION = "next-auth.session-token=abc; NEXT_LOCALE=en";
const JSON_TYPE = { "content-type": "application/json", "content-length": "2" };
const SITE = "https://app.test";

function check(method: string, pathname: string, headers: Record<string, string>, trustedOrigins: string[] = []) {
  return csrfViolation({
    method,
    pathname,
    headers: new Headers(headers),
    requestOrigin: SITE,
    trustedOrigins,
    allowedHosts: ["app.test"],
  });
}

describe("the Host a request was addressed to (DNS rebinding)", () => {
  const forged = (host: string, headers: Record<string, string>, trusted = ["http://localhost:3000"]) =>
    csrfViolation({
      method: "POST",
      pathname: "/api/pets",
      headers: new Headers(headers),
      requestOrigin: `http://${host}`,
      trustedOrigins: trusted,
    });

  it("refuses a Host that is not this site's even when Origin or Sec-Fetch-Site match it", () => {
    expect(forged("evil.example:3000", { ...JSON_TYPE, origin: "http://evil.example:3000" })).toBe("cross_site");
    expect(forged("evil.example:3000", { ...JSON_TYPE, "sec-fetch-site": "same-origin" })).toBe("cross_site");
  });

  it("accepts APP_URL's host, localhost and IP addresses (which no rebinding page can have)", () => {
    expect(forged("localhost:3000", { ...JSON_TYPE, origin: "http://localhost:3000" })).toBeNull();
    expect(forged("127.0.0.1:3000", { ...JSON_TYPE, origin: "http://127.0.0.1:3000" })).toBeNull();
    expect(forged("192.168.1.5:3000", { ...JSON_TYPE, origin: "http://192.168.1.5:3000" })).toBeNull();
    expect(forged("[::1]:3000", { ...JSON_TYPE, origin: "http://[::1]:3000" })).toBeNull();
    expect(forged("pawalert.hk", { ...JSON_TYPE, origin: "http://pawalert.hk" }, ["https://pawalert.hk"])).toBeNull();
  });
});

describe("cross-site refusal", () => {
  it("refuses a state-changing API request from another origin, with or without a session cookie", () => {
    for (const method of ["POST", "PATCH", "PUT", "DELETE"]) {
      expect(check(method, "/api/pets", { ...JSON_TYPE, cookie: SESSION, origin: "https://evil.example" })).toBe("cross_site");
      expect(check(method, "/api/emergency-requests", { ...JSON_TYPE, origin: "https://evil.example" })).toBe("cross_site");
    }
    // Look-alike hosts, the opaque origin and another scheme are not this site.
    expect(check("POST", "/api/pets", { ...JSON_TYPE, origin: "https://app.test.evil.example" })).toBe("cross_site");
    expect(check("POST", "/api/pets", { ...JSON_TYPE, origin: "null" })).toBe("cross_site");
    expect(check("POST", "/api/pets", { ...JSON_TYPE, origin: "http://app.test" })).toBe("cross_site");
  });

  it("does not trust X-Forwarded-Host", () => {
    expect(check("POST", "/api/pets", { ...JSON_TYPE, "x-forwarded-host": "evil.example", origin: "https://evil.example" })).toBe(
      "cross_site",
    );
  });

  it("refuses a text/plain, form or multipart body (what a cross-site form can send), anonymous or not", () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      expect(check("POST", "/api/emergency-requests", { "content-type": type, origin: SITE })).toBe("json_required");
    }
    // A body without any declared type is refused too.
    expect(check("POST", "/api/emergency-requests", { "content-length": "10", origin: SITE })).toBe("json_required");
  });

  it("refuses when neither Origin nor Sec-Fetch-Site says same-origin", () => {
    expect(check("DELETE", "/api/users/gdpr-delete", { cookie: SESSION })).toBe("cross_site");
    expect(check("DELETE", "/api/users/gdpr-delete", { "sec-fetch-site": "cross-site" })).toBe("cross_site");
    expect(check("DELETE", "/api/users/gdpr-delete", { "sec-fetch-site": "same-site" })).toBe("cross_site");
    // Sec-Fetch-Site from the browser outranks an Origin a script could not have forged anyway.
    expect(check("POST", "/api/pets", { ...JSON_TYPE, origin: SITE, "sec-fetch-site": "cross-site" })).toBe("cross_site");
  });

  it("admits same-origin JSON by Origin, configured origin or Sec-Fetch-Site, and body-less deletes", () => {
    expect(check("POST", "/api/pets", { ...JSON_TYPE, cookie: SESSION, origin: SITE })).toBeNull();
    expect(
      check("POST", "/api/pets", { "content-type": "application/json; charset=utf-8", origin: "https://paw.example" }, [
        "https://paw.example/",
      ]),
    ).toBeNull();
    expect(check("POST", "/api/pets", { ...JSON_TYPE, "sec-fetch-site": "same-origin" })).toBeNull();
    expect(check("DELETE", "/api/pets/1", { origin: SITE, "content-length": "0" })).toBeNull();
  });

  it("leaves reads, webhooks and NextAuth's endpoints alone", () => {
    expect(check("GET", "/api/users/1", { origin: "https://evil.example" })).toBeNull();
    expect(check("POST", "/api/webhooks/whatsapp", { "content-type": "application/json", origin: "https://evil.example" })).toBeNull();
    expect(
      check("POST", "/api/auth/signout", { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" }),
    ).toBeNull();
    expect(check("POST", "/en/emergency", { "content-type": "text/plain" })).toBeNull();
  });
});

describe("a form posted to a page (the wizard before JavaScript)", () => {
  const FORM = { "content-type": "multipart/form-data; boundary=x", "content-length": "200" };
  const post = (headers: Record<string, string>, host = "app.test") =>
    pagePostViolation({
      method: "POST",
      pathname: "/emergency",
      headers: new Headers(headers),
      requestOrigin: `https://${host}`,
      allowedHosts: ["app.test"],
    });

  it("accepts a form body from this site's own page", () => {
    expect(post({ ...FORM, origin: SITE, "sec-fetch-site": "same-origin" })).toBeNull();
    expect(post({ ...FORM, "sec-fetch-site": "same-origin" })).toBeNull();
  });

  it("refuses one from another site, one that names no origin, and one addressed to a Host not ours", () => {
    expect(post({ ...FORM, origin: "https://evil.example", "sec-fetch-site": "cross-site" })).toBe("cross_site");
    expect(post({ ...FORM, origin: "https://evil.example" })).toBe("cross_site");
    expect(post(FORM)).toBe("cross_site");
    expect(post({ ...FORM, origin: "https://evil.example", "sec-fetch-site": "same-origin" }, "evil.example")).toBe("cross_site");
  });

  it("leaves reading a page alone", () => {
    expect(pagePostViolation({ method: "GET", pathname: "/emergency", headers: new Headers(), requestOrigin: SITE })).toBeNull();
  });
});
