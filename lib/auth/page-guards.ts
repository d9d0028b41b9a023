import "server-only";
import { redirect } from "@/i18n/navigation";
import { isAdmin } from "@/lib/domain/enums";
import type { Locale } from "@/lib/i18n/locale";
import { getCurrentUser } from "./guards";
import { type CurrentUser } from "./current-user";

// The guards of the page groups (app/[locale]/(site)/(account), (clinic), (admin)).
// The group's layout calls one first, so a refusal is a plain redirect before
// anything streams; a page that needs the user calls the same guard again for
// it (getCurrentUser is cached per request), because a layout does not run
// for every navigation and must not be a page's only check. Route handlers
// check with lib/auth/guards.ts on their own.

/** Signed in, else the home page (/profile, /pets and /clinic/dashboard send signed-out visitors home). */
export async function requireSignedIn(locale: Locale): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) return redirect({ href: "/", locale });
  return user;
}

/** Where an admin whose session has not passed its second factor goes first: set one up, or confirm it. */
export const secondFactorPath = (returnTo = "/admin/clinics") => `/second-factor?returnTo=${encodeURIComponent(returnTo)}`;

/**
 * An admin whose session passed its second factor; an admin who has not is
 * sent to set one up or confirm it (/second-factor), anyone else to the admin
 * sign-in screen, which also tells a signed-in non-admin why.
 */
export async function requireAdminPage(locale: Locale): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (user?.awaitingSecondFactor) return redirect({ href: secondFactorPath(), locale });
  if (!user || !isAdmin(user)) return redirect({ href: "/admin/login", locale });
  return user;
}
