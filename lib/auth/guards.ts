import "server-only";
import { cache } from "react";
import { getServerSession } from "next-auth";
import { db } from "@/lib/db";
import { isAdmin } from "@/lib/domain/enums";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError, forbidden, unauthorized } from "@/lib/errors";
import { readUuidOrNull } from "@/lib/validation/params";
import { getAuthOptions } from "./options";
import { findSession, type SessionMarks } from "./sessions";

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

type UserRow = Prisma.UserGetPayload<{ select: typeof CURRENT_USER_SELECT }>;

/**
 * The signed-in user as this session may act. An admin whose session has not
 * passed a second factor yet acts as an ordinary user (`role` "user") and has
 * `awaitingSecondFactor` set: every admin power (requireAdmin, the admin side
 * of requireClinicStaff, each isAdmin() check) waits for the check, so no
 * handler can forget it. `session`: how the session proved who it is (the
 * step-up rules in ./second-factor/step-up.ts read it). Never send this object as it is:
 * it holds the session id.
 */
export type CurrentUser = UserRow & { awaitingSecondFactor: boolean; session: SessionMarks };

/** An admin's powers need a second factor in this session (403 second_factor_required until then). */
export const secondFactorRequired = () =>
  new AppError("second_factor_required", "Confirm your second factor (passkey, authenticator app or recovery code) first");

/** The refusal of an admin-only power: an admin waiting for the second factor is told so (second_factor_required), anyone else gets 403. */
export const notAdmin = (user: Pick<CurrentUser, "awaitingSecondFactor">, why: string) =>
  user.awaitingSecondFactor ? secondFactorRequired() : forbidden(why);

/** The user row as this session may act on it (see CurrentUser). */
export function asSessionUser(row: UserRow, session: SessionMarks): CurrentUser {
  const awaitingSecondFactor = isAdmin(row) && session.secondFactorAt === null;
  return { ...row, role: awaitingSecondFactor ? "user" : row.role, awaitingSecondFactor, session };
}

/** The session this request carries, if it is live and still its user's. Cached per request. */
const currentSession = cache(async (): Promise<SessionMarks | null> => {
  const session = await getServerSession(getAuthOptions());
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

/** When the caller's current session began (a fresh sign-in stands in for a password: OAuth-only accounts). */
export async function currentSessionStartedAt(): Promise<Date | null> {
  return (await currentSession())?.startedAt ?? null;
}

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

/** Throws unless `user` is staff of this clinic or (unless `allowAdmin` is false) an admin whose session passed its second factor. */
export function assertClinicStaff(user: CurrentUser, clinicId: string, { allowAdmin = true } = {}): void {
  // The id as stored (lower case): a path spelled in upper or mixed case names the same clinic (issue 30, finding 1).
  if (user.clinicId !== null && user.clinicId === readUuidOrNull(clinicId)) return;
  if (allowAdmin && isAdmin(user)) return;
  throw allowAdmin ? notAdmin(user, "Not staff of this clinic") : forbidden("Not staff of this clinic");
}

/** Staff of this clinic; admins pass too unless `allowAdmin` is false. */
export async function requireClinicStaff(clinicId: string, { allowAdmin = true } = {}): Promise<CurrentUser> {
  const user = await requireUser();
  assertClinicStaff(user, clinicId, { allowAdmin });
  return user;
}
