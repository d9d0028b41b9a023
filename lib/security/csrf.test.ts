import { csrfViolation } from "./csrf";

const SESSION = "next-auth.session-token=abc; NEXT_LOCALE=en";

function check(method: string, pathname: string, headers: Record<string, string>, trustedOrigins: string[] = []) {
  return csrfViolation({ method, pathname, headers: new Headers(headers), trustedOrigins });
}

describe("CSRF origin check", () => {
  it("refuses a state-changing API request with a session cookie from another origin", () => {
    for (const method of ["POST", "PATCH", "PUT", "DELETE"]) {
      expect(check(method, "/api/pets", { cookie: SESSION, host: "app.test", origin: "https://evil.example" })).toMatch(/Cross-site/);
    }
    // Look-alike hosts are not this site.
    expect(check("POST", "/api/pets", { cookie: SESSION, host: "app.test", origin: "https://app.test.evil.example" })).not.toBeNull();
    expect(check("POST", "/api/pets", { cookie: SESSION, host: "app.test", origin: "null" })).not.toBeNull();
    expect(check("POST", "/api/pets", { cookie: `__Secure-${SESSION}`, host: "app.test", origin: "https://evil.example" })).not.toBeNull();
  });

  it("refuses when neither Origin nor Sec-Fetch-Site says same-origin", () => {
    expect(check("DELETE", "/api/users/gdpr-delete", { cookie: SESSION, host: "app.test" })).toMatch(/no same-origin/);
    expect(check("DELETE", "/api/users/gdpr-delete", { cookie: SESSION, host: "app.test", "sec-fetch-site": "cross-site" })).not.toBeNull();
    expect(check("DELETE", "/api/users/gdpr-delete", { cookie: SESSION, host: "app.test", "sec-fetch-site": "same-site" })).not.toBeNull();
  });

  it("admits same-origin requests by Origin, forwarded host, configured origin or Sec-Fetch-Site", () => {
    expect(check("POST", "/api/pets", { cookie: SESSION, host: "app.test", origin: "https://app.test" })).toBeNull();
    expect(check("POST", "/api/pets", { cookie: SESSION, host: "10.0.0.5:3000", "x-forwarded-host": "app.test", origin: "https://app.test" })).toBeNull();
    expect(check("POST", "/api/pets", { cookie: SESSION, host: "10.0.0.5:3000", origin: "https://paw.example" }, ["https://paw.example/"])).toBeNull();
    expect(check("POST", "/api/pets", { cookie: SESSION, host: "app.test", "sec-fetch-site": "same-origin" })).toBeNull();
  });

  it("does not apply to reads, anonymous callers, webhooks or NextAuth's own endpoints", () => {
    expect(check("GET", "/api/users/export", { cookie: SESSION, host: "app.test", origin: "https://evil.example" })).toBeNull();
    expect(check("POST", "/api/emergency-requests", { host: "app.test", origin: "https://evil.example" })).toBeNull();
    expect(check("POST", "/api/webhooks/whatsapp", { cookie: SESSION, host: "app.test", origin: "https://evil.example" })).toBeNull();
    expect(check("POST", "/api/auth/callback/credentials", { cookie: SESSION, host: "app.test", origin: "https://evil.example" })).toBeNull();
    expect(check("POST", "/en/login", { cookie: SESSION, host: "app.test", origin: "https://evil.example" })).toBeNull();
  });
});
