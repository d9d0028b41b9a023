import { isAdmin } from "@/lib/domain/enums";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError, forbidden } from "@/lib/errors";
import { readUuidOrNull } from "@/lib/validation/uuid";
import type { SessionMarks } from "./sessions";

// Who is acting, as every domain sees it: the user row a session may act as
// and the rules on it that need no request (an admin waiting for the second
// factor, a clinic's staff). The guards (./guards.ts) read the session and
// the row on each request and build this; domain code takes it as an
// argument and never imports the guards.

/** The current user's columns: never the password hash. */
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

/** Whether `user` is staff of this clinic or (unless `allowAdmin` is false) an admin whose session passed its second factor. */
export function isClinicStaff(user: CurrentUser, clinicId: string, { allowAdmin = true } = {}): boolean {
  // The id as stored (lower case): a path spelled in upper or mixed case names the same clinic.
  if (user.clinicId !== null && user.clinicId === readUuidOrNull(clinicId)) return true;
  return allowAdmin && isAdmin(user);
}

/** Throws unless isClinicStaff(user, clinicId, { allowAdmin }). */
export function assertClinicStaff(user: CurrentUser, clinicId: string, { allowAdmin = true } = {}): void {
  if (isClinicStaff(user, clinicId, { allowAdmin })) return;
  throw allowAdmin ? notAdmin(user, "Not staff of this clinic") : forbidden("Not staff of this clinic");
}
