import { db } from "@/lib/db";
import { writeAudit } from "@/lib/audit";
import { CURRENT_USER_SELECT, type CurrentUser } from "@/lib/auth/guards";
import { AppError, forbidden } from "@/lib/errors";
import { normalizePhone } from "@/lib/phone";
import type { UpdateProfile } from "./schemas";

// Account writes: profile changes by the user themself, and account deletion.
// Role and clinic are never changed here (admin endpoints only).

function emailTaken() {
  return new AppError("conflict", "Email already in use", { email: "Account.emailTaken" });
}

export async function updateProfile(viewer: CurrentUser, userId: string, input: UpdateProfile, headers?: Headers) {
  if (viewer.id !== userId) throw forbidden("Only your own profile");
  if (input.email !== undefined && input.email !== viewer.email) {
    const other = await db.user.findUnique({ where: { email: input.email }, select: { id: true } });
    if (other && other.id !== userId) throw emailTaken();
  }
  if (input.regionPreference) {
    const region = await db.region.findUnique({ where: { id: input.regionPreference }, select: { id: true } });
    if (!region) throw new AppError("validation_failed", "regionPreference: Unknown region", { regionPreference: "Validation.invalidType" });
  }
  const data = {
    ...(input.username !== undefined ? { username: input.username === "" ? null : input.username } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.phone !== undefined ? { phone: normalizePhone(input.phone) ?? input.phone } : {}),
    ...(input.languagePreference !== undefined ? { languagePreference: input.languagePreference } : {}),
    ...(input.regionPreference !== undefined ? { regionPreference: input.regionPreference } : {}),
  };
  try {
    const updated = await db.user.update({ where: { id: userId }, data, select: CURRENT_USER_SELECT });
    // Field names only: the audit trail needs no copy of the personal data.
    await writeAudit({ entityType: "user", entityId: userId, action: "update_profile", userId, changes: { fields: Object.keys(data) }, headers });
    return updated;
  } catch (error) {
    if ((error as { code?: string }).code === "P2002") throw emailTaken();
    throw error;
  }
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
    const sessions = await tx.session.deleteMany({ where: { sess: { path: ["userId"], equals: userId } } });
    await tx.user.delete({ where: { id: userId } });
    const counts = {
      emergencyRequests: requests.count,
      pets: pets.count,
      privacyConsents: consents.count,
      accounts: accounts.count,
      sessions: sessions.count,
    };
    await writeAudit({ entityType: "user", entityId: userId, action: "gdpr_delete", userId: null, changes: { deleted: counts }, headers }, tx);
    return counts;
  });
}
