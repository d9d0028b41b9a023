import { db } from "@/lib/db";
import { credentialsSchema } from "@/lib/accounts/schemas";
import { startSignUp } from "@/lib/accounts/identity";
import { countAttempt, consumeLimit, resetLimit } from "@/lib/rate-limit";
import { clientIp, requestLocale } from "@/lib/request-meta";
import { verifyPassword } from "@/lib/auth/password";

// Email + password sign-in and sign-up (one entry point). Errors are codes the
// sign-in page translates (Auth.error_<code>).

export class CredentialsError extends Error {
  constructor(public readonly code: "invalid_credentials" | "check_email" | "validation_failed") {
    super(code);
    this.name = "CredentialsError";
  }
}

export type SignedInUser = { id: string; email: string };

/**
 * Progressive delay: the per-account count of failed sign-ins never
 * locks anyone out (anyone can type someone else's address). From the 5th
 * failure in 15 minutes every attempt on that account, right or wrong, waits
 * min(2^(n-5), 30) seconds before it is answered; a success clears the count.
 * The per-IP budget stays a 429 (lib/sign-in/limits.ts).
 */
export const DELAY_AFTER_FAILURES = 5;
export const MAX_DELAY_SECONDS = 30;

export function signInDelayMs(failures: number): number {
  if (failures < DELAY_AFTER_FAILURES) return 0;
  return Math.min(2 ** (failures - DELAY_AFTER_FAILURES), MAX_DELAY_SECONDS) * 1000;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function authorizeCredentials(raw: unknown, headers: Headers = new Headers()): Promise<SignedInUser> {
  const parsed = credentialsSchema.safeParse(raw);
  if (!parsed.success) throw new CredentialsError("validation_failed");
  const { email, password, mode } = parsed.data;

  if (mode === "signup") {
    // The same answer for a taken and a free address; nobody is signed in until the emailed link is opened.
    await startSignUp(email, password, requestLocale({ headers }));
    throw new CredentialsError("check_email");
  }

  // Counted before the comparison, so parallel guesses each see the ones before them.
  const attempts = await countAttempt("signInAccount", email);
  await sleep(signInDelayMs(attempts - 1));
  const existing = await db.user.findUnique({ where: { email }, select: { id: true, email: true, password: true } });
  // One full-cost bcrypt comparison whether or not the account exists (a real dummy hash otherwise).
  const ok = await verifyPassword(password, existing?.password);
  if (!existing || !ok) {
    await consumeLimit("signInIp", clientIp(headers)).catch(() => undefined);
    throw new CredentialsError("invalid_credentials");
  }
  await resetLimit("signInAccount", email);
  return { id: existing.id, email };
}
