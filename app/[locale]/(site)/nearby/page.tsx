import type { Metadata } from "next";
import { getLocale, getTranslations, setRequestLocale } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { phoneIcon } from "@/components/ui/icons/phone";
import { LocaleAnchor as Link } from "@/components/layout/locale-anchor";
import { toLocale } from "@/lib/i18n/locale";
import { Button } from "@/components/ui/button";
import { AvailabilityLine } from "@/components/clinics/availability-line";
import { DistanceLabel } from "@/components/clinics/distance-label";
import { OpenStatusLine } from "@/components/clinics/open-status-line";
import { BackHeader } from "@/components/layout/back-header";
import { currentTime } from "@/lib/clock";
import { telHref } from "@/lib/clinics/contact-links";
import { nearestOpenQuerySchema } from "@/lib/clinics/schemas";
import { searchClinics } from "@/lib/clinics/search";
import { withProfiles } from "@/lib/clinics/profile-queries";
import { orderForPet } from "@/lib/clinics/ranking";
import { ProfileFacts } from "@/components/clinics/profile-facts";
import { localizedAddress, localizedName } from "@/lib/i18n/localized";
import { pageMetadata } from "@/lib/i18n/metadata";

const SHOWN = 20;

export async function generateMetadata({ params }: PageProps<"/[locale]/nearby">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  // A position in the address: never indexed.
  return { ...(await pageMetadata(locale, "/nearby", { title: "nearbyTitle" })), robots: { index: false } };
}

/**
 * "See all nearby" from the two-tap call (issue 22): the nearest clinics to a
 * point, nearest first, read-only (no request is created, nothing is sent).
 */
export default async function NearbyPage({ params, searchParams }: PageProps<"/[locale]/nearby">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const query = await searchParams;
  const raw = query.near;
  const parsed = nearestOpenQuerySchema.pick({ near: true }).safeParse({ near: typeof raw === "string" ? raw : undefined });
  const near = parsed.success ? parsed.data.near : undefined;
  const [t, tResults, lang, at] = await Promise.all([
    getTranslations("CallNearest"),
    getTranslations("Results"),
    getLocale(),
    currentTime(),
  ]);
  // The one rule's order (issue 28): a hospital that asks to be phoned first shows its hotline first.
  const clinics = near ? orderForPet(await withProfiles(await searchClinics({ near, limit: SHOWN, at })), { now: at }) : [];
  const now = at.toISOString();
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-4">
      <BackHeader href="/" label={t("back")} />
      <h1 className="text-2xl font-bold">{t("nearbyTitle")}</h1>
      {near ? (
        <p className="text-sm text-muted-foreground">{t("nearbyIntro")}</p>
      ) : (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
          {t("nearbyNoPoint")} <Link href="/emergency">{t("alertSeveral")}</Link>
        </p>
      )}
      <ol className="flex flex-col gap-3">
        {clinics.map((clinic) => {
          const name = localizedName(clinic, lang);
          return (
            <li key={clinic.id} className="flex flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm">
              <h2 className="font-semibold leading-tight">{name}</h2>
              <p className="text-sm text-muted-foreground">
                <DistanceLabel clinic={clinic} from={near && { ...near, approximate: query.approx === "1" }} />
                {clinic.distanceKm !== null && " · "}
                {localizedAddress(clinic, lang)}
              </p>
              <OpenStatusLine status={clinic.openStatus} />
              <AvailabilityLine claim={clinic.availability} now={now} />
              <ProfileFacts profile={clinic.profile} species={null} now={now} />
              <Button asChild className="mt-1 self-start">
                <a href={telHref(clinic.phone)} aria-label={tResults("callLabel", { name })}>
                  <Icon node={phoneIcon} />
                  {tResults("call")}
                </a>
              </Button>
            </li>
          );
        })}
      </ol>
    </main>
  );
}
