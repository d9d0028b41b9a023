import { z } from "zod";
import { db } from "@/lib/db";
import { queryRows } from "@/lib/db/sql";
import { Prisma } from "@/lib/generated/prisma/client";
import { getServerEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { bilingual } from "@/lib/i18n/translator";

// Rate limits with a shared PostgreSQL store (table rate_limits), so a limit
// holds across every server instance. Every limit is a named budget in LIMITS,
// and only there: callers name it (a LimitName, one of LIMITS' keys) and consume
// a point per attempt with a key (an IP, an account, a request id); no caller
// passes a budget of its own (lib/rate-limit.test.ts reads every call site).
//
// This module owns the table: a window is one row (key
// "name:key", points, expire), counted by one upsert (countSql, also a part of
// the emergency request's one statement), read and reset by key, and deleted
// once expired by the retention job (purgeExpiredLimits). It replaced
// rate-limiter-flexible, whose delete-then-upsert took two round trips and
// whose row format the upsert had to copy.

export type LimitSpec = { points: number; durationSeconds: number };

export const LIMITS = {
  /**
   * Failed password sign-ins per account: a counter only, never a refusal
   * (anyone can type someone else's address). From the 5th failure each
   * attempt waits longer before it is answered (signInDelayMs in
   * lib/sign-in/credentials.ts); a success clears it.
   */
  signInAccount: { points: 1_000_000, durationSeconds: 15 * 60 },
  /** Password sign-in attempts per IP (a 429 once spent). */
  signInIp: { points: 30, durationSeconds: 15 * 60 },
  /** Email-change requests per account (each mails the address typed). */
  emailChange: { points: 5, durationSeconds: 60 * 60 },
  /**
   * Sign-up and email-change mails per address (links and "someone tried"
   * notices): stops a script flooding someone's inbox; past it the mail is
   * skipped silently (the answer must not differ).
   */
  accountMailTo: { points: 5, durationSeconds: 60 * 60 },
  /**
   * Account creations per IP. Generous because Hong Kong mobile carriers put
   * many phones behind one address (carrier-grade NAT); it stops scripted
   * mass sign-ups, not a family.
   */
  signUpIp: { points: 50, durationSeconds: 60 * 60 },
  /**
   * Emergency requests per IP. A real owner files one or two; the budget stops
   * floods while leaving room for many owners behind one carrier NAT address.
   * (Broadcasts, which message real clinics, have their own tighter limits.)
   */
  emergencyCreateIp: { points: 60, durationSeconds: 10 * 60 },
  /** Owners' typed places checked on wizard step 2, per IP (each may ask the Address Lookup Service). */
  placeLookupIp: { points: 120, durationSeconds: 10 * 60 },
  /**
   * "Call the nearest open hospital" look-ups per IP: one or two per
   * owner, each a nearest-clinics search; as generous as the place look-ups
   * for owners behind one carrier-NAT address.
   */
  nearestOpenIp: { points: 120, durationSeconds: 10 * 60 },
  /** "Tell them I'm coming" notices per emergency request: an owner heads for one hospital, maybe a second. */
  arrivalRequest: { points: 3, durationSeconds: 60 * 60 },
  /**
   * "Tell them I'm coming" notices per IP. Each one messages a clinic: a real
   * owner sends one or two, so ten leave room for a few owners behind one
   * carrier-NAT address, and a script gets no further than that.
   */
  arrivalIp: { points: 10, durationSeconds: 60 * 60 },
  /**
   * Proof-of-work challenges handed out per IP: the results page takes one
   * when it loads (again on each reload) and one after each broadcast, so five
   * times the emergency budget, for owners behind one carrier-NAT address. A
   * refused challenge would stop a real broadcast; harvesting challenges buys
   * nothing (each still costs its work, and broadcasts keep their own limits).
   */
  challengeIp: { points: 300, durationSeconds: 10 * 60 },
  /** Address look-ups (admin clinic form) per account. */
  geocode: { points: 60, durationSeconds: 60 },
  /**
   * Second-factor and step-up checks per account (authenticator-app codes,
   * recovery codes, passkeys, the password typed again): every attempt counts,
   * a success clears the count. 10 wrong six-digit codes in 15 minutes give a
   * guesser about 3 in 100,000 (each code is good for three 30-second steps).
   */
  secondFactorCheck: { points: 10, durationSeconds: 15 * 60 },
  /** Personal-data exports per account (each one reads everything held about the user). */
  exportUser: { points: 5, durationSeconds: 60 * 60 },
  /**
   * Broadcasts per emergency request an hour: each one messages real clinics.
   * The operator sets the number (BROADCAST_MAX_PER_REQUEST, default 5), read
   * when the limit is counted.
   */
  broadcastRequest: {
    get points() {
      return getServerEnv().BROADCAST_MAX_PER_REQUEST;
    },
    durationSeconds: 60 * 60,
  },
  /**
   * Broadcasts per IP an hour, over every request (BROADCAST_MAX_PER_IP,
   * default 20): a few owners behind one carrier-NAT address, not a script.
   */
  broadcastIp: {
    get points() {
      return getServerEnv().BROADCAST_MAX_PER_IP;
    },
    durationSeconds: 60 * 60,
  },
} satisfies Record<string, LimitSpec>;

/** A budget's name: one of LIMITS' keys, so a misspelt name fails the type check. */
export type LimitName = keyof typeof LIMITS;

/** The 429 every limit answers with: Retry-After and a message in both languages. */
export function rateLimitedError(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const message = bilingual("Errors", (t) => t("rateLimitedRetry", { seconds }));
  return new AppError("rate_limited", message, undefined, { "Retry-After": String(seconds) });
}

/** The named budget. */
export const limitSpec = (name: LimitName): LimitSpec => LIMITS[name];

const windowShape = z.object({ points: z.number(), expire: z.date().nullable() });
export type CountedWindow = z.infer<typeof windowShape>;

/**
 * Counts `cost` attempts in one statement that returns the window's points and
 * expiry; alone (consumeLimit, countAttempt) or as a part of a larger statement
 * (storing an emergency request), counting only when `onlyIf` holds. An
 * expired row starts a new window, any other is incremented in place; two
 * first attempts at once meet in ON CONFLICT, so none is lost.
 */
export function countSql(
  name: LimitName,
  key: string,
  now: Date,
  { cost = 1, onlyIf = Prisma.sql`TRUE` }: { cost?: number; onlyIf?: Prisma.Sql } = {},
) {
  const expire = new Date(now.getTime() + limitSpec(name).durationSeconds * 1000);
  return Prisma.sql`
    INSERT INTO rate_limits (key, points, expire)
    SELECT ${`${name}:${key}`}::text, ${cost}::int, ${expire}::timestamp(3) WHERE ${onlyIf}
    ON CONFLICT (key) DO UPDATE SET
      points = CASE WHEN rate_limits.expire <= ${now}::timestamp(3) THEN EXCLUDED.points ELSE rate_limits.points + EXCLUDED.points END,
      expire = CASE WHEN rate_limits.expire <= ${now}::timestamp(3) THEN EXCLUDED.expire ELSE rate_limits.expire END
    RETURNING points, expire`;
}

/** The 429 for a window counted at `now` once it holds more than the limit's points, else null. */
export function overLimit(name: LimitName, window: CountedWindow, now: Date): AppError | null {
  const limit = limitSpec(name);
  if (window.points <= limit.points) return null;
  return rateLimitedError(window.expire ? (window.expire.getTime() - now.getTime()) / 1000 : limit.durationSeconds);
}

/** Counts one attempt against a named budget; throws a 429 AppError when the budget is spent. */
export async function consumeLimit(name: LimitName, key: string): Promise<void> {
  const now = new Date();
  const [window] = await queryRows(countSql(name, key, now), windowShape);
  const refusal = overLimit(name, window, now);
  if (refusal) throw refusal;
}

/**
 * `limit`'s 429, if it is spent, with `fields` added: the field message that
 * tells the person what to do instead (call the clinic); other errors pass through.
 */
export async function withRefusalFields(limit: Promise<void>, fields: Record<string, string>): Promise<void> {
  try {
    await limit;
  } catch (error) {
    if (error instanceof AppError && error.code === "rate_limited") throw new AppError(error.code, error.message, fields, error.headers);
    throw error;
  }
}

/** Counts one attempt and returns how many this window holds so far (this one included); never refuses below the budget. */
export async function countAttempt(name: LimitName, key: string): Promise<number> {
  const [window] = await queryRows(countSql(name, key, new Date()), windowShape);
  return window.points;
}

/** Whether a limit is already spent, without counting an attempt. */
export async function isLimited(name: LimitName, key: string): Promise<boolean> {
  return (await limitedFor(name, key)) !== null;
}

/** Seconds until a spent limit admits again, or null while it still has budget (nothing is counted). */
export async function limitedFor(name: LimitName, key: string): Promise<number | null> {
  const limit = limitSpec(name);
  const window = await db.rateLimit.findUnique({ where: { key: `${name}:${key}` }, select: { points: true, expire: true } });
  const msLeft = window?.expire ? window.expire.getTime() - Date.now() : 0;
  if (!window || msLeft <= 0 || window.points < limit.points) return null;
  return Math.max(1, Math.ceil(msLeft / 1000));
}

/** Forgets a key's attempts (e.g. after a successful sign-in). */
export async function resetLimit(name: LimitName, key: string): Promise<void> {
  await db.rateLimit.deleteMany({ where: { key: `${name}:${key}` } });
}

/** Deletes the windows expired by `now` (the retention job): an expired row only waits to be restarted. */
export async function purgeExpiredLimits(now: Date): Promise<number> {
  return (await db.rateLimit.deleteMany({ where: { expire: { lte: now } } })).count;
}
