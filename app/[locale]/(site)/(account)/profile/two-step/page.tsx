import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LocaleAnchor as Link } from "@/components/layout/locale-anchor";
import { IntlIsland } from "@/components/layout/intl-island";
import { SecondFactorState } from "@/components/second-factor/second-factor-state";
import { SecurityCard } from "@/components/second-factor/security-card";
import { Card, CardContent } from "@/components/ui/card";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { relyingParty } from "@/lib/auth/second-factor/relying-party";
import { secondFactorStatus } from "@/lib/auth/second-factor/status";
import { toLocale } from "@/lib/i18n/locale";
import { alternatesFor } from "@/lib/i18n/metadata";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/profile/two-step">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "SecondFactor" });
  return { title: t("title"), alternates: alternatesFor(locale, "/profile/two-step"), robots: { index: false } };
}

/** The account's two-step sign-in: its authenticator app, passkeys and recovery codes (signed-out visitors go home). */
export default async function TwoStepPage({ params }: PageProps<"/[locale]/profile/two-step">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const user = await requireSignedIn(locale);
  const [t, tAccount, status] = await Promise.all([
    getTranslations("SecondFactor"),
    getTranslations("Account"),
    secondFactorStatus(user, (await headers()).get("host")),
  ]);
  return (
    <main id="main" className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-6 px-4 py-8">
      <Link href="/profile" className="self-start text-sm font-medium text-primary underline-offset-4 hover:underline">
        {tAccount("backToProfile")}
      </Link>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="text-muted-foreground">{t("cardDescription")}</p>
      </div>
      <Card>
        <CardContent className="flex flex-col gap-5 pt-6">
          <SecondFactorState status={status} />
          <IntlIsland namespaces={["SecondFactor"]}>
            <SecurityCard status={status} passkeyOrigin={relyingParty()?.origin ?? null} />
          </IntlIsland>
        </CardContent>
      </Card>
    </main>
  );
}
