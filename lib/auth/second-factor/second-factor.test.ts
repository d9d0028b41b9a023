import { hashRecoveryCode, newRecoveryCode, normalizeRecoveryCode } from "./recovery-codes";
import { passkeysWorkAt, relyingParty } from "./relying-party";
import { newTotpKey, totpCodeAt, totpCodeStep, totpUri } from "./totp";

describe("authenticator-app codes", () => {
  const key = newTotpKey();
  const now = Date.UTC(2026, 10, 28, 9, 0, 10);
  const step = Math.floor(now / 30_000);

  it("accept this step's code and the steps either side (a phone's clock a little off), and no other", () => {
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    expect(totpCodeStep(key, totpCodeAt(key, now), now)).toBe(step);
    expect(totpCodeStep(key, totpCodeAt(key, now - 30_000), now)).toBe(step - 1);
    expect(totpCodeStep(key, totpCodeAt(key, now + 30_000), now)).toBe(step + 1);
    // (A code from elsewhere that happens to equal one of the three accepted, 3 in a million, is a right code.)
    const accepted = (k: string) => [-1, 0, 1].map((d) => totpCodeAt(k, now + d * 30_000));
    const twoStepsAgo = totpCodeAt(key, now - 60_000);
    if (!accepted(key).includes(twoStepsAgo)) expect(totpCodeStep(key, twoStepsAgo, now)).toBeNull();
    const otherKey = newTotpKey();
    if (!accepted(otherKey).includes(totpCodeAt(key, now))) expect(totpCodeStep(otherKey, totpCodeAt(key, now), now)).toBeNull();
    expect(totpCodeStep(key, "abcdef", now)).toBeNull();
  });

  it("writes the otpauth:// URI apps read, with the issuer and the key", () => {
    const uri = new URL(totpUri(key, "admin@example.com"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe("/PawAlert:admin@example.com");
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret: key,
      issuer: "PawAlert",
      digits: "6",
      period: "30",
      algorithm: "SHA1",
    });
  });
});

describe("recovery codes", () => {
  it("are 16 unambiguous characters in four groups, and are read however they are typed", () => {
    const code = newRecoveryCode();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(hashRecoveryCode(code.toLowerCase().replace(/-/g, " "))).toBe(hashRecoveryCode(code));
    expect(normalizeRecoveryCode("ab0o-1il ")).toBe("AB00111");
    expect(hashRecoveryCode(code)).not.toContain(code.replace(/-/g, ""));
  });
});

describe("the passkeys' relying party", () => {
  it("is APP_URL's host; on a loopback address, localhost; on any other IP address, none", () => {
    expect(relyingParty("https://pawalert.example")).toEqual({
      id: "pawalert.example",
      origin: "https://pawalert.example",
      name: "PawAlert",
    });
    expect(relyingParty("http://127.0.0.1:41234")).toMatchObject({ id: "localhost", origin: "http://localhost:41234" });
    expect(relyingParty("http://[::1]:3000")).toMatchObject({ id: "localhost", origin: "http://localhost:3000" });
    expect(relyingParty("http://localhost:3000")).toMatchObject({ id: "localhost", origin: "http://localhost:3000" });
    expect(relyingParty("http://192.168.1.20:3000")).toBeNull();
  });

  it("works on a page served under its own host only", () => {
    expect(passkeysWorkAt("localhost:41234", "http://127.0.0.1:41234")).toBe(true);
    expect(passkeysWorkAt("127.0.0.1:41234", "http://127.0.0.1:41234")).toBe(false);
    expect(passkeysWorkAt("pawalert.example", "https://pawalert.example")).toBe(true);
    expect(passkeysWorkAt(null, "https://pawalert.example")).toBe(false);
  });
});
