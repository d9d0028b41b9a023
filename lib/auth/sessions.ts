import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";

// The JWT cookie carries only a session id; the `sessions` row is the truth.
// Signing out, deleting the account or an admin's revocation removes rows, and
// the next request is signed out at once.

/** The database client, or a transaction's (`db.$transaction(async (tx) => ...)`). */
type SessionClient = Pick<typeof db, "session">;

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export async function createServerSession(userId: string): Promise<string> {
  const sid = randomBytes(32).toString("base64url");
  await db.session.create({
    data: { sid, sess: { userId }, expire: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000) },
  });
  return sid;
}

export async function findSessionUserId(sid: string): Promise<string | null> {
  const row = await db.session.findUnique({ where: { sid }, select: { sess: true, expire: true } });
  if (!row || row.expire.getTime() <= Date.now()) return null;
  const userId = (row.sess as { userId?: unknown } | null)?.userId;
  return typeof userId === "string" ? userId : null;
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

/** When a session began (its expiry minus the fixed lifetime), or null if it is gone. */
export async function sessionCreatedAt(sid: string): Promise<Date | null> {
  const row = await db.session.findUnique({ where: { sid }, select: { expire: true } });
  return row ? new Date(row.expire.getTime() - SESSION_MAX_AGE_SECONDS * 1000) : null;
}
