import { createHash, randomInt } from "node:crypto";

// Recovery codes: ten random codes shown once when the first second factor
// is set up (or when they are made again), each good for one check. They are
// 16 characters from a 32-letter alphabet (80 random bits), so a plain
// SHA-256 is enough to keep them: no copy of the database can be turned back
// into a code, and no server secret is needed to check one (they survive a
// change of NEXTAUTH_SECRET, which is when they are most needed).

export const RECOVERY_CODE_COUNT = 10;
// Crockford's base32: no I, L, O or U, so a code read aloud or typed from paper is unambiguous.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A new code, shown as XXXX-XXXX-XXXX-XXXX. */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join("")).join("-");
}

/** The code as stored: spaces and dashes dropped, upper case, the look-alikes O/I/L read as 0/1/1. */
export function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
}

export function hashRecoveryCode(code: string): string {
  return createHash("sha256")
    .update(`recovery:${normalizeRecoveryCode(code)}`)
    .digest("hex");
}
