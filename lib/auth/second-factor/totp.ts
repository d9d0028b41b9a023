import { Secret, TOTP } from "otpauth";

// Authenticator-app codes (RFC 6238 TOTP as every app reads it: SHA-1, 6
// digits, 30 seconds) from otpauth. A code is accepted for its own 30-second
// step and the one before or after (a phone's clock may be off by a few
// seconds); the caller keeps the last step accepted so each code works once.

export const TOTP_ISSUER = "PawAlert";
const PERIOD_SECONDS = 30;

function totp(key: string, account = ""): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: account,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(key),
  });
}

/** A new key (160 random bits, base32: what the app's "enter a setup key" takes). */
export function newTotpKey(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI of a key (what a QR code would hold; an app or a password manager opens it). */
export function totpUri(key: string, account: string): string {
  return totp(key, account).toString();
}

/** The 30-second step a code belongs to (now, or one step either side), or null for a wrong code. */
export function totpCodeStep(key: string, code: string, now = Date.now()): number | null {
  const delta = totp(key).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The code an app shows for a key at `now` (the demo's `npm run demo:code`, and the tests). */
export function totpCodeAt(key: string, now = Date.now()): string {
  return totp(key).generate({ timestamp: now });
}

/** Seconds until the code shown at `now` changes. */
export const secondsLeftInStep = (now = Date.now()) => PERIOD_SECONDS - (Math.floor(now / 1000) % PERIOD_SECONDS);
