import "server-only";
import { createHmac } from "node:crypto";
import { createChallenge, extractParams, verifySolution } from "altcha-lib/v1";
import type { Challenge } from "altcha-lib/v1/types";
import { z } from "zod";
import { bilingual } from "@/lib/i18n/translator";
import { getCurrentUser } from "@/lib/auth/guards";
import { db } from "@/lib/db";
import { getServerEnv, type ServerEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { log } from "@/lib/log";

// The human check of whatever an anonymous owner sends that reaches a clinic
// (SECURITY.md: a broadcast, "Tell them I'm coming"): a self-hosted
// proof-of-work challenge in ALTCHA's format (altcha-lib's v1 scheme: find the
// number n ≤ maxnumber with SHA-256(salt + n) = challenge). The results page
// solves one in the background (lib/security/pow-solver.ts) and sends it in the
// X-Altcha header; each solution is good for one send, until the challenge
// expires. Signed-in owners skip it.

/**
 * The search space: the answer is uniform in 1..POW_MAX_NUMBER, so a browser
 * hashes 25,000 times on average (50,000 at worst). Measured with our solver
 * in Chromium: 0.4 s on average on a desktop core, 0.8-0.9 s with 4x CPU
 * throttling (a mid-range phone); one hash and one HMAC to check here.
 */
export const POW_MAX_NUMBER = 50_000;
/** How long a challenge may be solved and spent. */
export const POW_TTL_SECONDS = 10 * 60;
export const POW_HEADER = "x-altcha";
/** A base64 payload is about 300 characters; anything much longer is not one. */
const MAX_HEADER_LENGTH = 2_000;
const DEV_SECRET = "pawalert-development-pow-secret";

/**
 * The key that signs challenges: ALTCHA_HMAC_KEY, else one derived from
 * NEXTAUTH_SECRET (never the secret itself, which also signs sessions).
 */
export function challengeHmacKey(env: { ALTCHA_HMAC_KEY?: string; NEXTAUTH_SECRET?: string; NODE_ENV: ServerEnv["NODE_ENV"] }): string {
  if (env.ALTCHA_HMAC_KEY) return env.ALTCHA_HMAC_KEY;
  // Production always has NEXTAUTH_SECRET (lib/env.ts and the embedded launcher see to it).
  const secret = env.NEXTAUTH_SECRET ?? (env.NODE_ENV === "production" ? undefined : DEV_SECRET);
  if (!secret) throw new Error("NEXTAUTH_SECRET or ALTCHA_HMAC_KEY is needed to sign challenges");
  return createHmac("sha256", secret).update("pawalert:altcha-hmac-key:v1").digest("hex");
}

/** A fresh challenge: { algorithm, challenge, maxnumber, salt (with ?expires=), signature }. */
export function issueChallenge(now = new Date(), key = challengeHmacKey(getServerEnv())): Promise<Challenge> {
  return createChallenge({
    algorithm: "SHA-256",
    maxnumber: POW_MAX_NUMBER,
    expires: new Date(now.getTime() + POW_TTL_SECONDS * 1000),
    hmacKey: key,
  });
}

/** What ALTCHA's widget (and our solver) sends, base64 JSON; other keys (took, worker) are ignored. */
const payloadSchema = z.object({
  algorithm: z.literal("SHA-256"),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  number: z.number().int().min(0).max(POW_MAX_NUMBER),
  salt: z.string().min(1).max(200),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

export type SolutionCheck =
  { ok: true; signature: string; expiresAt: Date } | { ok: false; reason: "missing" | "malformed" | "expired" | "invalid" };

/** Checks a solution's form, expiry, signature and answer (nothing is stored). */
export async function checkSolution(header: string | null, key: string, now = new Date()): Promise<SolutionCheck> {
  if (!header) return { ok: false, reason: "missing" };
  if (header.length > MAX_HEADER_LENGTH) return { ok: false, reason: "malformed" };
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(header, "base64").toString("utf8"));
  } catch {
    return { ok: false, reason: "malformed" };
  }
  const parsed = payloadSchema.safeParse(decoded);
  if (!parsed.success) return { ok: false, reason: "malformed" };
  const payload = parsed.data;
  // The expiry is part of the signed salt; a challenge without one was not ours.
  const expires = Number(extractParams(payload).expires);
  if (!Number.isSafeInteger(expires)) return { ok: false, reason: "invalid" };
  const expiresAt = new Date(expires * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  // Signature over the challenge, and SHA-256(salt + number) = challenge (expiry checked above).
  if (!(await verifySolution(payload, key, false))) return { ok: false, reason: "invalid" };
  return { ok: true, signature: payload.signature, expiresAt };
}

/** Marks a solution spent; false when it already was. Expired rows go at the same time. */
async function spend(signature: string, expiresAt: Date): Promise<boolean> {
  // INSERT ... ON CONFLICT DO NOTHING: of two requests with one solution, exactly one counts.
  const { count } = await db.powChallenge.createMany({ data: [{ signature, expiresAt }], skipDuplicates: true });
  await db.powChallenge.deleteMany({ where: { expiresAt: { lt: new Date() } } });
  return count === 1;
}

/** The 403 of a missing, wrong, expired or spent solution, in both languages (Errors.challenge_required). */
export function challengeRequiredError(): AppError {
  return new AppError(
    "challenge_required",
    bilingual("Errors", (t) => t("challenge_required")),
  );
}

/**
 * Lets a broadcast or an arrival notice through when the caller is signed in, or
 * sent an unspent solution of one of our unexpired challenges in X-Altcha (which it spends).
 */
export async function requireHumanCheck(headers: Headers, signedIn?: boolean): Promise<void> {
  // A caller that already read the session says so: one session lookup per request.
  if (signedIn ?? (await getCurrentUser()) !== null) return;
  const check = await checkSolution(headers.get(POW_HEADER), challengeHmacKey(getServerEnv()));
  if (!check.ok) {
    log.info("challenge.refused", { reason: check.reason });
    throw challengeRequiredError();
  }
  if (!(await spend(check.signature, check.expiresAt))) {
    log.info("challenge.refused", { reason: "reused" });
    throw challengeRequiredError();
  }
}
