import "server-only";
import { cache } from "react";
import { getServerSession } from "next-auth";
import { db } from "@/lib/db";
import { isAdmin } from "@/lib/domain/enums";
import { unauthorized } from "@/lib/errors";
import { assertClinicStaff, asSessionUser, CURRENT_USER_SELECT, notAdmin, type CurrentUser, type SessionMarks } from "./current-user";
import { getSessionOptions } from "./session-options";
import { findSession } from "./sessions";

/** The session this request carries, if it is live and still its user's. Cached per request. */
const currentSession = cache(async (): Promise<SessionMarks | null> => {
  const session = await getServerSession(getSessionOptions());
  if (!session?.sid) return null;
  const marks = await findSession(session.sid);
  return marks && marks.userId === session.uid ? marks : null;
});

/**
 * The signed-in user, read fresh from the database on every request (role and
 * clinic changes apply at once), or null. Cached per request.
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const session = await currentSession();
  if (!session) return null;
  const row = await db.user.findUnique({ where: { id: session.userId }, select: CURRENT_USER_SELECT });
  return row ? asSessionUser(row, session) : null;
});

export async function requireUser(): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) throw unauthorized();
  return user;
}

export async function requireAdmin(): Promise<CurrentUser> {
  const user = await requireUser();
  if (!isAdmin(user)) throw notAdmin(user, "Admin only");
  return user;
}

/** Staff of this clinic; admins pass too unless `allowAdmin` is false. */
export async function requireClinicStaff(clinicId: string, { allowAdmin = true } = {}): Promise<CurrentUser> {
  const user = await requireUser();
  assertClinicStaff(user, clinicId, { allowAdmin });
  return user;
}
