import "server-only";
import { cache } from "react";
import { getServerSession } from "next-auth";
import { db } from "@/lib/db";
import { isAdmin } from "@/lib/domain/enums";
import type { Prisma } from "@/lib/generated/prisma/client";
import { forbidden, unauthorized } from "@/lib/errors";
import { readUuidOrNull } from "@/lib/validation/params";
import { getAuthOptions } from "./options";
import { findSessionUserId, sessionCreatedAt } from "./sessions";

/** SPEC §3 "Current user": never the password hash. */
export const CURRENT_USER_SELECT = {
  id: true,
  username: true,
  email: true,
  phone: true,
  firstName: true,
  lastName: true,
  languagePreference: true,
  regionPreference: true,
  role: true,
  clinicId: true,
} as const;

export type CurrentUser = Prisma.UserGetPayload<{ select: typeof CURRENT_USER_SELECT }>;

/**
 * The signed-in user, read fresh from the database on every request (role and
 * clinic changes apply at once), or null. Cached per request.
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const session = await getServerSession(getAuthOptions());
  if (!session?.sid) return null;
  const userId = await findSessionUserId(session.sid);
  if (!userId || userId !== session.uid) return null;
  return db.user.findUnique({ where: { id: userId }, select: CURRENT_USER_SELECT });
});

/** When the caller's current session began (a fresh sign-in stands in for a password: OAuth-only accounts). */
export async function currentSessionStartedAt(): Promise<Date | null> {
  const session = await getServerSession(getAuthOptions());
  return session?.sid ? sessionCreatedAt(session.sid) : null;
}

export async function requireUser(): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) throw unauthorized();
  return user;
}

export async function requireAdmin(): Promise<CurrentUser> {
  const user = await requireUser();
  if (!isAdmin(user)) throw forbidden("Admin only");
  return user;
}

/** Staff of this clinic; admins pass too unless `allowAdmin` is false. */
export async function requireClinicStaff(clinicId: string, { allowAdmin = true } = {}): Promise<CurrentUser> {
  const user = await requireUser();
  // The id as stored (lower case): a path spelled in upper or mixed case names the same clinic (issue 30, finding 1).
  if (user.clinicId !== null && user.clinicId === readUuidOrNull(clinicId)) return user;
  if (allowAdmin && isAdmin(user)) return user;
  throw forbidden("Not staff of this clinic");
}
