import { isAdmin } from "@/lib/domain/enums";
import { localizedPath } from "@/lib/i18n/href";
import type { Locale } from "@/lib/i18n/locale";

// Where the monthly "Check what owners see about you" link lands:
// the profile editor, open, on the dashboard of the hospital's staff; an admin
// who is not its staff gets that hospital's editor in the admin pages; a
// visitor who is not signed in signs in first and comes back to the dashboard's.

export const DASHBOARD_PROFILE = "/clinic/dashboard?profile=1#profile";

export function profileLinkTarget(locale: Locale, clinicId: string, user: { role: string; clinicId: string | null } | null): string {
  if (!user) return `${localizedPath(locale, "/login")}?${new URLSearchParams({ callbackUrl: localizedPath(locale, DASHBOARD_PROFILE) })}`;
  if (user.clinicId !== clinicId && isAdmin(user)) return localizedPath(locale, `/admin/clinics/${clinicId}/profile`);
  return localizedPath(locale, DASHBOARD_PROFILE);
}
