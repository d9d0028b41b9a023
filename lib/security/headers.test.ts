import { createNonce, pageCsp, staticSecurityHeaders, thirdPartyOrigins } from "./headers";

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("page Content-Security-Policy", () => {
  it("allows scripts only by nonce (no unsafe-inline, no eval in production) and forbids framing", () => {
    const csp = directives(pageCsp({ nonce: "abc123==" }));
    expect(csp["script-src"]).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(csp["script-src"].join(" ")).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["connect-src"]).toEqual(["'self'"]);
  });

  it("adds eval and the hot-reload socket only for next dev", () => {
    const csp = directives(pageCsp({ nonce: "n", dev: true }));
    expect(csp["script-src"]).toContain("'unsafe-eval'");
    expect(csp["connect-src"]).toContain("ws:");
  });

  it("allows PostHog and Sentry hosts only when they are configured", () => {
    expect(thirdPartyOrigins({})).toEqual({ connect: [], script: [] });
    // A host without a key: analytics is off, so nothing is allowed.
    expect(thirdPartyOrigins({ posthogHost: "https://eu.i.posthog.com" })).toEqual({ connect: [], script: [] });
    const csp = directives(
      pageCsp({
        nonce: "n",
        posthogKey: "phc_test",
        posthogHost: "https://eu.i.posthog.com",
        sentryDsn: "https://public@o123.ingest.sentry.io/456",
      }),
    );
    expect(csp["connect-src"]).toEqual([
      "'self'",
      "https://eu.i.posthog.com",
      "https://eu-assets.i.posthog.com",
      "https://o123.ingest.sentry.io",
    ]);
    expect(csp["script-src"]).toContain("https://eu.i.posthog.com");
    expect(csp["script-src"]).not.toContain("https://o123.ingest.sentry.io");
    // A self-hosted PostHog is allowed as configured, nothing else.
    expect(thirdPartyOrigins({ posthogKey: "k", posthogHost: "https://ph.example.org/" }).connect).toEqual(["https://ph.example.org"]);
    // A malformed or non-http value is ignored rather than written into the policy.
    expect(thirdPartyOrigins({ posthogKey: "k", posthogHost: "javascript:alert(1)", sentryDsn: "not a url" })).toEqual({
      connect: [],
      script: [],
    });
  });

  it("uses a fresh, unguessable nonce each time", () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe("headers on every response", () => {
  it("sends nosniff, the referrer and permissions policies, and HSTS in production only", () => {
    const prod = Object.fromEntries(staticSecurityHeaders(true).map((h) => [h.key, h.value]));
    expect(prod).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
    });
    expect(prod["Permissions-Policy"]).toContain("geolocation=(self)");
    expect(prod["Permissions-Policy"]).toContain("microphone=(self)");
    expect(prod["Permissions-Policy"]).toContain("camera=()");
    expect(prod["Strict-Transport-Security"]).toMatch(/^max-age=\d{8,}/);
    const dev = staticSecurityHeaders(false).map((h) => h.key);
    expect(dev).not.toContain("Strict-Transport-Security");
  });
});
