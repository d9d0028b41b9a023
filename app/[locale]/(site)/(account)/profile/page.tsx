import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { listIcon } from "@/components/ui/icons/list";
import { LocaleAnchor as Link } from "@/components/layout/locale-anchor";
import { toLocale } from "@/lib/i18n/locale";
import { PrivacyCard } from "@/components/account/privacy-card";
import { ProfileForm } from "@/components/account/profile-form";
import { hasPassword } from "@/lib/accounts/queries";
import { IntlIsland } from "@/components/layout/intl-island";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { alternatesFor } from "@/lib/i18n/metadata";
import { listRegions } from "@/lib/regions/queries";
import { contactNameFor } from "@/lib/emergency/contact-name";
import { SecondFactorState } from "@/components/second-factor/second-factor-state";
import { secondFactorStatus } from "@/lib/auth/second-factor/status";
import { isAdmin } from "@/lib/domain/enums";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "Account" });
  return { title: t("profileTitle"), alternates: alternatesFor(locale, "/profile"), robots: { index: false } };
}

/** My Profile (the (account) layout sends signed-out visitors home; the handlers check again). */
export default async function ProfilePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const user = await requireSignedIn(locale);
  // Two-step sign-in is required of admins and offered to clinic staff (owners have no power over clinics).
  const offerSecondFactor = isAdmin(user) || user.awaitingSecondFactor || user.clinicId !== null;
  const [t, tSecond, regions, withPassword, secondFactor] = await Promise.all([
    getTranslations("Account"),
    getTranslations("SecondFactor"),
    listRegions(),
    hasPassword(user.id),
    offerSecondFactor ? secondFactorStatus(user, null) : null,
  ]);
  // The name the emergency form's contact step fills in for clinics, from the same rule as the form.
  const contact = contactNameFor(user);
  return (
    <main id="main" className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-6 px-4 py-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{t("profileTitle")}</h1>
        <p className="text-muted-foreground">{t("profileSubtitle")}</p>
      </div>
      <IntlIsland namespaces={["Account", "Validation"]}>
        <Card>
          <CardContent className="pt-6">
            <ProfileForm
              user={{
                id: user.id,
                username: user.username,
                email: user.email,
                phone: user.phone,
                languagePreference: user.languagePreference,
                regionPreference: user.regionPreference,
              }}
              regions={regions}
              hasPassword={withPassword}
            />
            <p className="mt-4 rounded-lg bg-muted p-3 text-sm" data-contact-name={contact.name || undefined}>
              {contact.from === "none" ? t("contactNameNone") : t("contactNameIs", { name: contact.name, from: contact.from })}
            </p>
          </CardContent>
        </Card>
        <Link
          href="/pets"
          className="inline-flex items-center gap-2 self-start font-medium text-primary underline-offset-4 hover:underline"
        >
          <Icon node={listIcon} className="size-4" />
          {t("managePets")}
        </Link>
        {secondFactor && (
          // Managed on a page of its own (/profile/two-step): its code never weighs on this page.
          <Card id="two-step">
            <CardHeader>
              <CardTitle>{tSecond("title")}</CardTitle>
              <CardDescription>{tSecond("cardDescription")}</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              <SecondFactorState status={secondFactor} />
              <Link href="/profile/two-step" className="self-start font-medium text-primary underline-offset-4 hover:underline">
                {tSecond("manage")}
              </Link>
            </CardContent>
          </Card>
        )}
        <Card>
          <CardHeader>
            <CardTitle>{t("privacyTitle")}</CardTitle>
            <CardDescription>{t("privacyDescription")}</CardDescription>
          </CardHeader>
          <CardContent>
            <PrivacyCard />
          </CardContent>
        </Card>
      </IntlIsland>
    </main>
  );
}
