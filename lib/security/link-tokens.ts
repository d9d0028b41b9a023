import { createHmac, randomBytes } from "node:crypto";
import { getServerEnv } from "@/lib/env";
import { linkSecret } from "@/lib/security/link-secret";

// The tokens of single-use emailed links (sign-up, email change, staff
// invitation: lib/accounts/identity.ts; undoing a clinic's change:
// lib/clinics/undo-change.ts): 32 random bytes, of which only an HMAC-SHA256
// under the server secret is stored, so neither a copy of the database nor a
// guess opens a link.

function secret(): string {
  const key = linkSecret(getServerEnv());
  if (!key) throw new Error("NEXTAUTH_SECRET is required for account links");
  return key;
}

/** A new token (base64url, 43 characters). */
export const newLinkToken = () => randomBytes(32).toString("base64url");

export function hashToken(token: string): string {
  return createHmac("sha256", secret()).update(`identity:${token}`).digest("hex");
}

/** Tokens are base64url, 43 characters; anything else cannot be one (checked before the database). */
export function looksLikeToken(token: unknown): token is string {
  return typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);
}
