import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { logInIcon } from "@/components/ui/icons/log-in";
import { shieldExclamationPointIcon } from "@/components/ui/icons/shield-exclamation-point";
import { Button } from "@/components/ui/button";
import type { CurrentUser } from "@/lib/auth/current-user";

/**
 * The admin sign-in screen (also what /admin/clinics shows to non-admins):
 * signed out → a sign-in button returning to /admin/clinics; signed in without
 * the admin role → the no-privileges message.
 */
export async function AdminSignIn({ user }: { user: CurrentUser | null }) {
  const t = await getTranslations("Admin");
  return (
    <main id="main" className="mx-auto flex w-full max-w-md flex-1 flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{t("loginTitle")}</h1>
        {!user && <p className="text-muted-foreground">{t("loginText")}</p>}
      </div>
      {user ? (
        <div role="alert" className="flex gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
          <Icon node={shieldExclamationPointIcon} className="size-5 shrink-0 text-destructive" />
          <div className="flex flex-col gap-1">
            <p>{t("noPrivileges")}</p>
            {user.email && <p className="text-muted-foreground">{t("signedInAs", { email: user.email })}</p>}
          </div>
        </div>
      ) : (
        <Button asChild size="lg">
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full-page navigation to the login endpoint (a server redirect), not a client route. */}
          <a href="/api/login?returnTo=/admin/clinics">
            <Icon node={logInIcon} />
            {t("signIn")}
          </a>
        </Button>
      )}
    </main>
  );
}
