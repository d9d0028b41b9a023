import { db } from "@/lib/db";
import { credentialsSchema } from "@/lib/accounts/schemas";
import { LIMITS, consumeLimit, resetLimit } from "@/lib/rate-limit";
import { clientIp } from "@/lib/request-meta";
import { hashPassword, verifyPassword } from "./password";

// Email + password sign-in and sign-up (one entry point). Errors are codes the
// sign-in page translates (Auth.error_<code>).

export class CredentialsError extends Error {
  constructor(public readonly code: "invalid_credentials" | "email_taken" | "validation_failed") {
    super(code);
    this.name = "CredentialsError";
  }
}

export type SignedInUser = { id: string; email: string };

/**
 * Brute-force protection (issue 5): failed password sign-ins count against the
 * account (10 per 15 min) and the client IP (30 per 15 min); once either is
 * spent, every attempt is refused, even with the right password, until the
 * window passes (checked before NextAuth runs, in lib/security/auth-limits.ts).
 * A successful sign-in clears the account's count.
 */
async function countFailure(email: string, ip: string) {
  await Promise.all([
    consumeLimit("signInAccount", email, LIMITS.signInAccount).catch(() => undefined),
    consumeLimit("signInIp", ip, LIMITS.signInIp).catch(() => undefined),
  ]);
}

export async function authorizeCredentials(raw: unknown, headers?: Headers): Promise<SignedInUser> {
  const parsed = credentialsSchema.safeParse(raw);
  if (!parsed.success) throw new CredentialsError("validation_failed");
  const { email, password, mode } = parsed.data;
  const ip = headers ? clientIp(headers) : "unknown";

  const existing = await db.user.findUnique({ where: { email }, select: { id: true, email: true, password: true } });
  if (mode === "signup") {
    if (existing) throw new CredentialsError("email_taken");
    const created = await db.user.create({ data: { email, password: await hashPassword(password) }, select: { id: true } });
    return { id: created.id, email };
  }
  // Compare even when the account is unknown, so timing does not reveal which emails exist.
  const ok = await verifyPassword(password, existing?.password ?? "$2b$10$invalidinvalidinvalidinvalidinvalidinvalidinvalidinvali");
  if (!existing || !ok) {
    await countFailure(email, ip);
    throw new CredentialsError("invalid_credentials");
  }
  await resetLimit("signInAccount", email);
  return { id: existing.id, email };
}

/** ADMIN_EMAILS (comma-separated) as a list: trimmed, lowercased, blanks dropped. */
export function adminEmailList(adminEmails: string | undefined): string[] {
  return (adminEmails ?? "")
    .split(",")
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
}

/** ADMIN_EMAILS (comma-separated) are promoted on sign-in. */
export async function applyAdminEmails(userId: string, email: string | null | undefined, adminEmails: string | undefined) {
  if (!email) return;
  if (adminEmailList(adminEmails).includes(email.toLowerCase())) {
    await db.user.update({ where: { id: userId }, data: { role: "admin" } });
  }
}
