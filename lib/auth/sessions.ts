import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";

// The JWT cookie carries only a session id; the `sessions` row is the truth.
// Signing out, deleting the account or an admin's revocation removes rows, and
// the next request is signed out at once.

/** The database client, or a transaction's (`db.$transaction(async (tx) => ...)`). */
type SessionClient = Pick<typeof db, "session">;

/** What a live session says about how its holder proved who they are. */
export type SessionMarks = {
  sid: string;
  userId: string;
  startedAt: Date;
  /** The last passkey, TOTP or recovery-code check in this session; null: none yet. */
  secondFactorAt: Date | null;
  /** The last time the password was typed in this session. */
  passwordAt: Date | null;
};

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** How long a check in this session (second factor, password, sign-in) counts as the step-up (./second-factor/step-up.ts). */
export const STEP_UP_MINUTES = 10;

/**
 * A new session for a sign-in. It has not passed a second factor yet
 * (second_factor_at is null); `withPassword`: the sign-in typed the password,
 * which is the step-up of an account without a second factor for 10 minutes.
 */
export async function createServerSession(userId: string, { withPassword = false } = {}): Promise<string> {
  const sid = randomBytes(32).toString("base64url");
  const now = new Date();
  await db.session.create({
    data: {
      sid,
      sess: { userId },
      expire: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000),
      passwordAt: withPassword ? now : null,
    },
  });
  return sid;
}

/** The live (unexpired) session, or null. */
export async function findSession(sid: string): Promise<SessionMarks | null> {
  const row = await db.session.findUnique({
    where: { sid },
    select: { sess: true, expire: true, secondFactorAt: true, passwordAt: true },
  });
  if (!row || row.expire.getTime() <= Date.now()) return null;
  const userId = (row.sess as { userId?: unknown } | null)?.userId;
  if (typeof userId !== "string") return null;
  return {
    sid,
    userId,
    startedAt: new Date(row.expire.getTime() - SESSION_MAX_AGE_SECONDS * 1000),
    secondFactorAt: row.secondFactorAt,
    passwordAt: row.passwordAt,
  };
}

export async function findSessionUserId(sid: string): Promise<string | null> {
  return (await findSession(sid))?.userId ?? null;
}

/** Clears the "lacking the second factor" mark: this session passed a passkey, TOTP or recovery-code check now. */
export async function markSecondFactor(sid: string, at = new Date()): Promise<void> {
  await db.session.updateMany({ where: { sid }, data: { secondFactorAt: at } });
}

/** The password was typed again in this session (the step-up of an account without a second factor). */
export async function markPassword(sid: string, at = new Date()): Promise<void> {
  await db.session.updateMany({ where: { sid }, data: { passwordAt: at } });
}

export async function revokeSession(sid: string): Promise<void> {
  await db.session.deleteMany({ where: { sid } });
}

/** Ends every session of a user (account deletion, password change); pass `client` to run inside a transaction. */
export async function revokeUserSessions(userId: string, client: SessionClient = db): Promise<number> {
  const { count } = await client.session.deleteMany({ where: { sess: { path: ["userId"], equals: userId } } });
  return count;
}

/** Deletes the sessions that expired before `now` (the daily retention job, lib/retention.ts). */
export async function purgeExpiredSessions(now = new Date()): Promise<number> {
  const { count } = await db.session.deleteMany({ where: { expire: { lt: now } } });
  return count;
}

/** How long a passkey challenge handed to this session stays valid. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/** Keeps the passkey challenge just handed to this session (replacing any earlier one). */
export async function storeChallenge(sid: string, challenge: string): Promise<void> {
  await db.session.updateMany({ where: { sid }, data: { webauthnChallenge: challenge, webauthnChallengeAt: new Date() } });
}

/**
 * Takes this session's passkey challenge, once: a second answer to the same
 * challenge finds none. Null when there is none or it is older than 5 minutes.
 */
export async function takeChallenge(sid: string): Promise<string | null> {
  const row = await db.session.findUnique({ where: { sid }, select: { webauthnChallenge: true, webauthnChallengeAt: true } });
  if (!row?.webauthnChallenge) return null;
  const { count } = await db.session.updateMany({
    where: { sid, webauthnChallenge: row.webauthnChallenge },
    data: { webauthnChallenge: null, webauthnChallengeAt: null },
  });
  if (count !== 1) return null;
  const age = Date.now() - (row.webauthnChallengeAt?.getTime() ?? 0);
  return age <= CHALLENGE_TTL_MS ? row.webauthnChallenge : null;
}
