import type { Metadata } from "next";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { LocaleAnchor as Link } from "@/components/layout/locale-anchor";
import { toLocale } from "@/lib/i18n/locale";
import { AcceptInvitationButton } from "@/components/identity/accept-invitation-button";
import { IntlIsland } from "@/components/layout/intl-island";
import { SiteHeader } from "@/components/layout/site-header";
import { findInvitation } from "@/lib/accounts/identity";
import { getCurrentUser } from "@/lib/auth/guards";
import { localizedName } from "@/lib/i18n/localized";
import { localizedPath } from "@/lib/i18n/metadata";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/invitations/[token]">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "Identity" });
  return { title: t("inviteTitle"), robots: { index: false } };
}

/** A clinic's staff invitation: looking spends nothing; the signed-in, verified invitee accepts with the button. */
export default async function InvitationPage({ params }: PageProps<"/[locale]/invitations/[token]">) {
  const { locale: localeParam, token } = await params;
  const locale = toLocale(localeParam);
  setRequestLocale(locale);
  const [t, format] = await Promise.all([getTranslations("Identity"), getFormatter()]);
  const [invitation, user] = await Promise.all([findInvitation(token), getCurrentUser()]);
  const here = localizedPath(locale, `/invitations/${token}`);
  const clinicName = invitation ? localizedName(invitation.clinic, locale) : "";
  return (
    <>
      <SiteHeader />
      <main id="main" className="mx-auto flex w-full max-w-md flex-1 flex-col gap-6 px-4 py-10">
        <h1 className="text-2xl font-bold">{t("inviteTitle")}</h1>
        {!invitation ? (
          <p role="alert" className="text-destructive">
            {t("inviteInvalid")}
          </p>
        ) : (
          <>
            <p>{t("inviteBody", { clinic: clinicName })}</p>
            <p className="text-muted-foreground">{t("inviteFor", { email: invitation.email })}</p>
            {/* The link stops working at its stored expiry: say when (formatted here: compiled messages have no date styles). */}
            <p className="text-sm text-muted-foreground">
              {t("inviteExpires", { when: format.dateTime(invitation.expiresAt, { dateStyle: "medium", timeStyle: "short" }) })}
            </p>
            {user ? (
              <IntlIsland namespaces={["Identity"]}>
                <AcceptInvitationButton token={token} clinicName={clinicName} />
              </IntlIsland>
            ) : (
              <Link
                href={{ pathname: "/login", query: { callbackUrl: here } }}
                className="self-start font-medium text-primary underline-offset-4 hover:underline"
              >
                {t("goSignIn")}
              </Link>
            )}
          </>
        )}
      </main>
    </>
  );
}
