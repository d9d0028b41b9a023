import { db } from "@/lib/db";
import { isAdmin } from "@/lib/domain/enums";

/** ADMIN_EMAILS (comma-separated) as a list: trimmed, lowercased, blanks dropped. */
export function adminEmailList(adminEmails: string | undefined): string[] {
  return (adminEmails ?? "")
    .split(",")
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * ADMIN_EMAILS (comma-separated) are promoted on sign-in, only when the
 * account's address is verified (opened link, or an OAuth provider's word):
 * typing an admin's address into a profile or a sign-up gives nothing.
 */
export async function applyAdminEmails(userId: string, adminEmails: string | undefined) {
  const list = adminEmailList(adminEmails);
  if (list.length === 0) return;
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, emailVerified: true, role: true } });
  if (!user?.email || !user.emailVerified || isAdmin(user)) return;
  if (list.includes(user.email.toLowerCase())) {
    await db.user.update({ where: { id: userId }, data: { role: "admin" } });
  }
}
