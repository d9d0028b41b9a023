import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { pawPrintIcon } from "@/components/ui/icons/paw-print";
import { LocaleAnchor as Link } from "@/components/layout/locale-anchor";
import { getCurrentUser } from "@/lib/auth/guards";
import { SignOutButton } from "@/components/account/sign-out-button";
import { IntlIsland } from "./intl-island";
import { LanguageSwitcher } from "./language-switcher";
import { isAdmin } from "@/lib/domain/enums";

/**
 * The header of the app's pages (not the static landing page): home link,
 * language switcher, and the account area. Reads the session, so pages that
 * use it render per request.
 */
export async function SiteHeader({ returnTo = "/profile" }: { returnTo?: string }) {
  const [t, user] = await Promise.all([getTranslations("Header"), getCurrentUser()]);
  return (
    <header className="border-b bg-background">
      <div className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-2 px-4">
        <Link href="/" className="flex items-center gap-2 font-semibold">
          <Icon node={pawPrintIcon} className="size-5 text-primary" />
          <span>{t("brand")}</span>
        </Link>
        <div className="flex items-center gap-1">
          <LanguageSwitcher className="hidden sm:flex" />
          {user ? (
            <nav aria-label={t("account")} className="flex items-center gap-1 text-sm">
              {/* An admin who has not confirmed the second factor yet is sent to it by the admin pages. */}
              {(isAdmin(user) || user.awaitingSecondFactor) && (
                <Link href="/admin/clinics" className="rounded-md px-2 py-1 hover:underline">
                  {t("admin")}
                </Link>
              )}
              {user.clinicId && (
                <Link href="/clinic/dashboard" className="rounded-md px-2 py-1 hover:underline">
                  {t("dashboard")}
                </Link>
              )}
              <Link href="/profile" className="rounded-md px-2 py-1 hover:underline">
                {t("profile")}
              </Link>
              <IntlIsland namespaces={["Auth"]}>
                <SignOutButton />
              </IntlIsland>
            </nav>
          ) : (
            <a href={`/api/login?returnTo=${encodeURIComponent(returnTo)}`} className="rounded-md px-2 py-1 text-sm hover:underline">
              {t("signIn")}
            </a>
          )}
        </div>
      </div>
    </header>
  );
}
