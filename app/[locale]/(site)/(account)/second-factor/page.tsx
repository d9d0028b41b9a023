import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { redirect } from "@/i18n/navigation";
import { IntlIsland } from "@/components/layout/intl-island";
import { SecondFactorGate } from "@/components/second-factor/second-factor-gate";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { safeReturnTo } from "@/lib/auth/return-to";
import { relyingParty } from "@/lib/auth/second-factor/relying-party";
import { secondFactorStatus } from "@/lib/auth/second-factor/status";
import { isAdmin } from "@/lib/domain/enums";
import { isLocale, toLocale } from "@/lib/i18n/locale";
import { localizedPath } from "@/lib/i18n/metadata";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/second-factor">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "SecondFactor" });
  return { title: t("title"), robots: { index: false } };
}

/**
 * The second sign-in step (an admin is sent here before any admin page): confirm
 * the second factor, or set one up; then back to `returnTo`. A session that
 * passed it already goes straight there.
 */
export default async function SecondFactorPage({ params, searchParams }: PageProps<"/[locale]/second-factor">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const user = await requireSignedIn(locale);
  const asked = (await searchParams).returnTo;
  const fallback = user.awaitingSecondFactor || isAdmin(user) ? "/admin/clinics" : "/profile";
  const returnTo = safeReturnTo(typeof asked === "string" ? asked : fallback);
  if (user.session.secondFactorAt) redirect({ href: returnTo, locale });
  const status = await secondFactorStatus(user, (await headers()).get("host"));
  // A path already in a language ("/zh-HK/…") is kept; any other is this page's language.
  const firstSegment = returnTo.split("/")[1];
  const target = isLocale(firstSegment) ? returnTo : localizedPath(locale, returnTo);
  return (
    <main id="main" className="mx-auto flex w-full max-w-md flex-1 flex-col gap-6 px-4 py-10">
      <IntlIsland namespaces={["SecondFactor", "Errors", "Common"]}>
        <SecondFactorGate status={status} returnTo={target} passkeyOrigin={relyingParty()?.origin ?? null} />
      </IntlIsland>
    </main>
  );
}
