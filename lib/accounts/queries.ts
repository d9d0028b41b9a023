import { db } from "@/lib/db";
import { CURRENT_USER_SELECT, notAdmin, type CurrentUser } from "@/lib/auth/current-user";
import { notFound } from "@/lib/errors";
import { listPetsOfUser } from "@/lib/pets/queries";
import { isAdmin } from "@/lib/domain/enums";
import { REQUEST_ANSWERS_SELECT } from "@/lib/emergency/queries";

// Reads about one user. Self or admin only (docs/PERMISSIONS.md): another
// signed-in user gets 403 whether or not the id exists.

function assertSelfOrAdmin(viewer: CurrentUser, userId: string) {
  if (viewer.id !== userId && !isAdmin(viewer)) throw notAdmin(viewer, "Only your own account");
}

/** The current user's fields, never the password hash. */
export async function findUserForViewer(viewer: CurrentUser, userId: string) {
  assertSelfOrAdmin(viewer, userId);
  const user = await db.user.findUnique({ where: { id: userId }, select: CURRENT_USER_SELECT });
  if (!user) throw notFound("User");
  return user;
}

export async function listPetsForViewer(viewer: CurrentUser, userId: string) {
  assertSelfOrAdmin(viewer, userId);
  if (viewer.id !== userId && !(await db.user.findUnique({ where: { id: userId }, select: { id: true } }))) throw notFound("User");
  return listPetsOfUser(userId);
}

/**
 * Everything held about a user (GDPR / PDPO access request): profile (no
 * password hash), pets, their emergency requests with the messages sent for
 * them, privacy consents, and linked sign-in providers (names only, no tokens).
 */
export async function exportUserData(userId: string) {
  const [profile, pets, requests, consents, accounts] = await Promise.all([
    db.user.findUnique({
      where: { id: userId },
      select: {
        id: true,
        email: true,
        emailVerified: true,
        username: true,
        firstName: true,
        lastName: true,
        phone: true,
        profileImageUrl: true,
        languagePreference: true,
        regionPreference: true,
        role: true,
        clinicId: true,
        createdAt: true,
        updatedAt: true,
      },
    }),
    listPetsOfUser(userId),
    db.emergencyRequest.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      select: {
        ...REQUEST_ANSWERS_SELECT,
        petId: true,
        contactEmail: true,
        messages: {
          orderBy: { createdAt: "asc" },
          select: {
            id: true,
            clinicId: true,
            messageType: true,
            recipient: true,
            content: true,
            status: true,
            sentAt: true,
            deliveredAt: true,
            failedAt: true,
            clinicResponse: true,
            clinicResponseAt: true,
            createdAt: true,
          },
        },
      },
    }),
    db.privacyConsent.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      select: { id: true, consentType: true, granted: true, ipAddress: true, userAgent: true, expiresAt: true, createdAt: true },
    }),
    db.account.findMany({ where: { userId }, select: { provider: true, type: true } }),
  ]);
  if (!profile) throw notFound("User");
  return {
    exportedAt: new Date().toISOString(),
    profile,
    pets,
    emergencyRequests: requests.map((r) => ({
      ...r,
      locationLatitude: r.locationLatitude?.toString() ?? null,
      locationLongitude: r.locationLongitude?.toString() ?? null,
    })),
    privacyConsents: consents,
    accounts,
  };
}

/** Whether the account signs in with a password (an email change then asks for it). */
export async function hasPassword(userId: string): Promise<boolean> {
  const row = await db.user.findUnique({ where: { id: userId }, select: { password: true } });
  return Boolean(row?.password);
}
