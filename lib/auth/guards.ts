import "server-only";
import { cache } from "react";
import { getServerSession } from "next-auth";
import { db } from "@/lib/db";
import { isAdmin } from "@/lib/domain/enums";
import { unauthorized } from "@/lib/errors";
import { assertClinicStaff, asSessionUser, CURRENT_USER_SELECT, notAdmin, type CurrentUser } from "./current-user";
import { getSessionOptions } from "./session-options";
import { findSession } from "./sessions";

/**
 * The signed-in user, read fresh from the database on every request (role and
 * clinic changes apply at once), or null: the session row must be live and
 * still its user's. Cached per request. The cookie names both the session and
 * its user, so the two rows are read at once, not one after the other.
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const token = await getServerSession(getSessionOptions());
  if (!token?.sid || !token.uid) return null;
  const [session, row] = await Promise.all([
    findSession(token.sid),
    db.user.findUnique({ where: { id: token.uid }, select: CURRENT_USER_SELECT }),
  ]);
  return session && row && session.userId === row.id ? asSessionUser(row, session) : null;
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
