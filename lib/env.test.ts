import { EnvError, parseServerEnv } from "./env";

describe("server environment", () => {
  it("stops with a message naming a missing required variable", () => {
    expect(() => parseServerEnv({})).toThrow(EnvError);
    expect(() => parseServerEnv({})).toThrow(/DATABASE_URL/);
  });

  it("requires NEXTAUTH_SECRET in production, except for the demo", () => {
    expect(() => parseServerEnv({ NODE_ENV: "production", DATABASE_URL: "postgresql://x/y" })).toThrow(/NEXTAUTH_SECRET/);
    expect(parseServerEnv({ NODE_ENV: "production", DATABASE_URL: "postgresql://x/y", DEMO: "1" }).DEMO).toBe(true);
  });

  it("refuses to run a public production deployment with demo settings or a weak or missing secret or address", () => {
    const prod = { NODE_ENV: "production", DATABASE_URL: "postgresql://x/y" };
    const secret = "s".repeat(40);
    expect(() => parseServerEnv({ ...prod, NEXTAUTH_SECRET: secret })).toThrow(/APP_URL is required/);
    const site = { ...prod, APP_URL: "https://pawalert.example", NEXTAUTH_SECRET: secret };
    expect(parseServerEnv(site).APP_URL).toBe("https://pawalert.example");
    expect(() => parseServerEnv({ ...site, DEMO: "1" })).toThrow(/DEMO must be off/);
    expect(() => parseServerEnv({ ...site, NEXTAUTH_SECRET: "short" })).toThrow(/at least 32 characters/);
    expect(() => parseServerEnv({ ...site, NEXTAUTH_SECRET: "test-secret-not-for-production" })).toThrow(/NEXTAUTH_SECRET/);
    // The local demo (npm start) and the tests run a production build on loopback.
    expect(parseServerEnv({ ...prod, DEMO: "1", APP_URL: "http://localhost:3000" }).DEMO).toBe(true);
    expect(
      parseServerEnv({ ...prod, DEMO: "1", APP_URL: "http://127.0.0.1:4000", NEXTAUTH_SECRET: "test-secret-not-for-production" }).DEMO,
    ).toBe(true);
  });

  it("applies defaults and coerces numbers", () => {
    const env = parseServerEnv({ DATABASE_URL: "postgresql://x/y", DATABASE_POOL_MAX: "1" });
    expect(env).toMatchObject({
      DATABASE_POOL_MAX: 1,
      DEMO: false,
      WORKER: "on",
      NEAREST_CLINICS_LIMIT: 200,
      APP_URL: "http://localhost:3000",
    });
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("takes ALTCHA_HMAC_KEY when long enough, and treats empty as unset", () => {
    const base = { DATABASE_URL: "postgresql://x/y" };
    expect(parseServerEnv({ ...base, ALTCHA_HMAC_KEY: "k".repeat(32) }).ALTCHA_HMAC_KEY).toBe("k".repeat(32));
    expect(parseServerEnv({ ...base, ALTCHA_HMAC_KEY: "" }).ALTCHA_HMAC_KEY).toBeUndefined();
    expect(() => parseServerEnv({ ...base, ALTCHA_HMAC_KEY: "short" })).toThrow(/ALTCHA_HMAC_KEY/);
  });

  it("rejects a malformed value and says which", () => {
    expect(() => parseServerEnv({ DATABASE_URL: "postgresql://x/y", APP_URL: "not a url" })).toThrow(/APP_URL/);
  });
});
