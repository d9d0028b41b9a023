import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { phoneIcon } from "@/components/ui/icons/phone";
import { LocaleAnchor as Link } from "@/components/layout/locale-anchor";
import { toLocale } from "@/lib/i18n/locale";
import { Button } from "@/components/ui/button";
import { BackHeader } from "@/components/layout/back-header";
import { WhereAndOpen } from "@/components/clinics/where-and-open";
import { currentTime } from "@/lib/clock";
import { telHref } from "@/lib/clinics/contact-links";
import { nearestOpenQuerySchema } from "@/lib/clinics/schemas";
import { listNearby, type NearbyClinic } from "@/lib/clinics/nearby";
import { ProfileFacts } from "@/components/clinics/profile-facts";
import { localizedName } from "@/lib/i18n/localized";
import { pageMetadata } from "@/lib/i18n/metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]/nearby">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  // A position in the address: never indexed.
  return { ...(await pageMetadata(locale, "/nearby", { title: "nearbyTitle" })), robots: { index: false } };
}

/**
 * "See all nearby" from the two-tap call: the nearest clinics to a
 * point, read-only (no request is created, nothing is sent): those open now
 * first, nearest first; then, apart and marked, the closed ones (or with hours
 * not known), whose Call is not the emergency red.
 */
export default async function NearbyPage({ params, searchParams }: PageProps<"/[locale]/nearby">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const query = await searchParams;
  const raw = query.near;
  const parsed = nearestOpenQuerySchema.pick({ near: true }).safeParse({ near: typeof raw === "string" ? raw : undefined });
  const near = parsed.success ? parsed.data.near : undefined;
  const [t, tResults, at] = await Promise.all([getTranslations("CallNearest"), getTranslations("Results"), currentTime()]);
  // At night most clinics are closed: the open ones first, the rest apart and without the emergency Call.
  const { open, notOpen } = near ? await listNearby(near, at) : { open: [], notOpen: [] };
  const now = at.toISOString();
  const from = near && { ...near, approximate: query.approx === "1" };
  const item = (clinic: NearbyClinic, isOpenNow: boolean) => {
    const name = localizedName(clinic, locale);
    return (
      <li
        key={clinic.id}
        className={`flex flex-col gap-1 rounded-xl border p-4 ${isOpenNow ? "bg-card shadow-sm" : "bg-muted/40"}`}
        data-open-now={isOpenNow || undefined}
      >
        <h3 className="font-semibold leading-tight">{name}</h3>
        <WhereAndOpen clinic={clinic} from={from} now={now} />
        <ProfileFacts profile={clinic.profile} species={null} now={now} />
        <Button asChild variant={isOpenNow ? "default" : "outline"} className="mt-1 self-start">
          <a href={telHref(clinic.phone)} aria-label={tResults("callLabel", { name })}>
            <Icon node={phoneIcon} />
            {tResults("call")}
          </a>
        </Button>
      </li>
    );
  };
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
      {near && (
        <section aria-labelledby="nearby-open" className="flex flex-col gap-3">
          <h2 id="nearby-open" className="text-lg font-semibold">
            {t("nearbyOpenTitle")}
          </h2>
          {open.length > 0 ? (
            <ol className="flex flex-col gap-3">{open.map((c) => item(c, true))}</ol>
          ) : (
            <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
              {t("nearbyNoneOpen")} <Link href="/emergency">{t("alertSeveral")}</Link>
            </p>
          )}
        </section>
      )}
      {notOpen.length > 0 && (
        <section aria-labelledby="nearby-closed" className="flex flex-col gap-3" data-not-open>
          <h2 id="nearby-closed" className="text-lg font-semibold text-muted-foreground">
            {t("nearbyClosedTitle")}
          </h2>
          <ol className="flex flex-col gap-3">{notOpen.map((c) => item(c, false))}</ol>
        </section>
      )}
    </main>
  );
}
