import { db } from "@/lib/db";
import { writeAudit } from "@/lib/audit";
import { CURRENT_USER_SELECT, type CurrentUser } from "@/lib/auth/current-user";
import { revokeUserSessions } from "@/lib/auth/sessions";
import type { Locale } from "@/lib/i18n/locale";
import { forbidden, validationError } from "@/lib/errors";
import { requestEmailChange } from "./identity";
import type { UpdateProfile } from "./profile-schema";

// Account writes: profile changes by the user themself, and account deletion.
// Role and clinic are never changed here (admin endpoints only).

/** Only the user themself changes a profile (an admin too gets 403); checked before the body is read. */
export function assertOwnProfile(viewer: CurrentUser, userId: string) {
  if (viewer.id !== userId) throw forbidden("Only your own profile");
}

/**
 * A changed email is not written here: it is requested (current password, or
 * a recent sign-in without one; rate-limited), a link goes to the new address,
 * and the answer says `emailChangePending` whether or not the address is taken.
 */
export async function updateProfile(viewer: CurrentUser, userId: string, input: UpdateProfile, headers?: Headers, locale: Locale = "en") {
  assertOwnProfile(viewer, userId);
  if (input.regionPreference) {
    const region = await db.region.findUnique({ where: { id: input.regionPreference }, select: { id: true } });
    if (!region) throw validationError({ regionPreference: "Validation.invalidType" });
  }
  const emailChange = input.email !== undefined && input.email !== viewer.email?.toLowerCase();
  if (emailChange) {
    await requestEmailChange(
      userId,
      input.email!,
      { currentPassword: input.currentPassword, sessionStartedAt: viewer.session.startedAt },
      locale,
      headers,
    );
  }
  const data = {
    ...(input.username !== undefined ? { username: input.username === "" ? null : input.username } : {}),
    ...(input.phone !== undefined ? { phone: input.phone } : {}),
    ...(input.languagePreference !== undefined ? { languagePreference: input.languagePreference } : {}),
    ...(input.regionPreference !== undefined ? { regionPreference: input.regionPreference } : {}),
  };
  const updated = await db.user.update({ where: { id: userId }, data, select: CURRENT_USER_SELECT });
  // Field names only: the audit trail needs no copy of the personal data.
  if (Object.keys(data).length)
    await writeAudit({
      entityType: "user",
      entityId: userId,
      action: "update_profile",
      userId,
      changes: { fields: Object.keys(data) },
      headers,
    });
  return { ...updated, emailChangePending: emailChange };
}

/**
 * Deletes the account and everything tied to it in one transaction: the
 * user's emergency requests (their messages cascade), pets, consents, linked
 * sign-in accounts, every server session (so every copy of the cookie is
 * worthless), then the user; the audit entry holds no personal data.
 */
export async function deleteAccount(userId: string, headers?: Headers) {
  return db.$transaction(async (tx) => {
    const requests = await tx.emergencyRequest.deleteMany({ where: { userId } });
    const pets = await tx.pet.deleteMany({ where: { userId } });
    const consents = await tx.privacyConsent.deleteMany({ where: { userId } });
    const accounts = await tx.account.deleteMany({ where: { userId } });
    const sessions = await revokeUserSessions(userId, tx);
    await tx.user.delete({ where: { id: userId } });
    const counts = {
      emergencyRequests: requests.count,
      pets: pets.count,
      privacyConsents: consents.count,
      accounts: accounts.count,
      sessions,
    };
    await writeAudit(
      { entityType: "user", entityId: userId, action: "gdpr_delete", userId: null, changes: { deleted: counts }, headers },
      tx,
    );
    return counts;
  });
}
