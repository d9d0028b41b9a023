import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { getServerEnv } from "@/lib/env";
import { linkSecret } from "@/lib/security/link-secret";

// Authenticator-app keys are kept encrypted (AES-256-GCM) under a key derived
// from NEXTAUTH_SECRET, so a copy of the database alone cannot produce codes.
// The server must read the key back to check a code, so it cannot be hashed.
// Changing NEXTAUTH_SECRET makes the stored keys unreadable: their owners then
// sign in with a recovery code or a passkey and set the app up again
// (docs/OPERATIONS.md).

const VERSION = "v1";

function key(): Buffer {
  const secret = linkSecret(getServerEnv());
  if (!secret) throw new Error("NEXTAUTH_SECRET is required to keep authenticator-app keys");
  return Buffer.from(hkdfSync("sha256", secret, "pawalert", "totp-secret-box", 32));
}

export function sealSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), sealed.toString("base64url")].join(".");
}

/** The key, or null when it cannot be opened (another NEXTAUTH_SECRET, or tampered with). */
export function openSecret(box: string): string | null {
  const [version, iv, tag, sealed] = box.split(".");
  if (version !== VERSION || !iv || !tag || !sealed) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
