import { cache } from "react";
import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { clockIcon } from "@/components/ui/icons/clock";
import { mapPinIcon } from "@/components/ui/icons/map-pin";
import { LocaleAnchor as Link } from "@/components/layout/locale-anchor";
import { toLocale } from "@/lib/i18n/locale";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ContactTracker } from "@/components/clinics/contact-tracker";
import { CallWhatsAppButtons } from "@/components/clinics/call-whatsapp-buttons";
import { AvailabilityLine } from "@/components/clinics/availability-line";
import { OpenStatusLine } from "@/components/clinics/open-status-line";
import { ProfileFacts } from "@/components/clinics/profile-facts";
import { WeeklyHoursList } from "@/components/clinics/weekly-hours";
import { mapsHref, safeWebsite, telHref, whatsappHref } from "@/lib/clinics/contact-links";
import { BackHeader } from "@/components/layout/back-header";
import { lookupPublicClinic } from "@/lib/clinics/directory";
import { districtBySlug } from "@/lib/regions/districts";
import { clinicJsonLd, jsonLdScript } from "@/lib/clinics/json-ld";
import { absoluteUrl, localizedPath, ogImage, socialMetadata } from "@/lib/i18n/metadata";
import { clinicPath } from "@/lib/clinics/clinic-path";
import { localized, localizedAddress, localizedName, regionName } from "@/lib/i18n/localized";

type Props = PageProps<"/[locale]/clinics/[slug]">;

// generateMetadata and the page share one read per request.
const loadClinic = cache(lookupPublicClinic);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: localeParam, slug } = await params;
  const locale = toLocale(localeParam);
  const found = await loadClinic(slug);
  if (!found || !("clinic" in found)) return {};
  const { clinic } = found;
  const t = await getTranslations({ locale, namespace: "Metadata" });
  const name = localizedName(clinic, locale);
  const address = localizedAddress(clinic, locale);
  const description = t(clinic.is24Hour ? "clinic24hDescription" : "clinicDescription", { name, address, phone: clinic.phone });
  return socialMetadata(locale, `/clinics/${clinic.slug}`, {
    title: name,
    description,
    siteName: t("siteName"),
    image: ogImage(name, clinic.id),
  });
}

export default async function ClinicPage({ params }: Props) {
  const { locale: localeParam, slug } = await params;
  const locale = toLocale(localeParam);
  setRequestLocale(locale);
  const found = await loadClinic(slug);
  if (!found) notFound();
  // The uuid URL and former slugs: 308 to the current address, so old links and search results still land,, in the same language.
  if ("movedTo" in found) permanentRedirect(localizedPath(locale, `/clinics/${found.movedTo}`));
  const { clinic } = found;
  const district = districtBySlug(clinic.district);
  const [t, tProfile] = await Promise.all([getTranslations("ClinicPage"), getTranslations("Profile")]);
  const url = absoluteUrl(locale, clinicPath(clinic));
  const wa = whatsappHref(clinic.whatsapp);
  const website = safeWebsite(clinic.website);
  const track = { "data-clinic-id": clinic.id, "data-clinic-name": clinic.name };

  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-4">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(clinicJsonLd(clinic, url)) }} />
      <BackHeader href="/clinics" label={t("back")} />

      <section className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl" lang="en">
          {clinic.name}
        </h1>
        {clinic.nameZh && (
          <p className="text-lg" lang="zh-HK">
            {clinic.nameZh}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {clinic.is24Hour && (
            <Badge variant="success">
              <Icon node={clockIcon} />
              {t("badge24h")}
            </Badge>
          )}
          <Badge variant="secondary">{regionName(clinic.region, locale)}</Badge>
        </div>
      </section>

      {/* The same lines as the results cards: open now, the availability claim, the profile with sources and ages. */}
      <div className="flex flex-col gap-1" data-clinic-status>
        <OpenStatusLine status={clinic.openStatus} />
        <AvailabilityLine claim={clinic.availability} now={clinic.now} />
      </div>
      <section className="flex flex-col gap-2 rounded-xl border bg-card p-4" aria-labelledby="profile-title">
        <h2 id="profile-title" className="font-semibold">
          {tProfile("title")}
        </h2>
        <ProfileFacts
          profile={clinic.profile}
          species={null}
          now={clinic.now}
          all
          whenEmpty={<p className="text-sm text-muted-foreground">{tProfile("unknownFacts")}</p>}
        />
      </section>

      <div className="grid gap-2 sm:grid-cols-3">
        <CallWhatsAppButtons clinic={clinic} size="lg" />
        <Button asChild size="lg" variant="outline">
          <a
            href={mapsHref(clinic)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("mapLabel", { name: clinic.name })}
            data-contact="maps"
            {...track}
          >
            <Icon node={mapPinIcon} />
            {t("map")}
          </a>
        </Button>
      </div>
      {clinic.coordPrecision === "area" && <p className="text-xs text-muted-foreground">{t("approximate")}</p>}

      <dl className="grid gap-4 rounded-xl border bg-card p-4 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        <dt className="font-semibold">{t("addressTitle")}</dt>
        <dd className="flex flex-col gap-0.5">
          <span lang="en">{clinic.address}</span>
          {clinic.addressZh && <span lang="zh-HK">{clinic.addressZh}</span>}
        </dd>
        <dt className="font-semibold">{t("phoneTitle")}</dt>
        <dd>
          <a href={telHref(clinic.phone)} className="underline-offset-4 hover:underline" data-contact="call" {...track}>
            {clinic.phone}
          </a>
        </dd>
        {clinic.whatsapp && wa && (
          <>
            <dt className="font-semibold">{t("whatsappTitle")}</dt>
            <dd>
              <a
                href={wa}
                target="_blank"
                rel="noopener noreferrer"
                className="underline-offset-4 hover:underline"
                data-contact="whatsapp"
                {...track}
              >
                {clinic.whatsapp}
              </a>
            </dd>
          </>
        )}
        {clinic.email && (
          <>
            <dt className="font-semibold">{t("emailTitle")}</dt>
            <dd className="break-all">
              <a href={`mailto:${clinic.email}`} className="underline-offset-4 hover:underline">
                {clinic.email}
              </a>
            </dd>
          </>
        )}
        {website && (
          <>
            <dt className="font-semibold">{t("websiteTitle")}</dt>
            <dd className="break-all">
              <a href={website} target="_blank" rel="noopener noreferrer" className="underline-offset-4 hover:underline">
                {website}
              </a>
            </dd>
          </>
        )}
        <dt className="font-semibold">{t("hoursTitle")}</dt>
        <dd className="flex flex-col gap-1">
          {clinic.is24Hour ? (
            <span>{t("hours24")}</span>
          ) : clinic.weeklyHours?.some((day) => day !== null) ? (
            // The structured week, in the page's language; the clinic's own words are the fallback.
            <>
              <WeeklyHoursList hours={clinic.weeklyHours} />
              <span className="text-xs text-muted-foreground">{t("hoursNote")}</span>
            </>
          ) : clinic.openingHours ? (
            <>
              <span className="whitespace-pre-line" lang="en">
                {clinic.openingHours}
              </span>
              <span className="text-xs text-muted-foreground">{t("hoursNote")}</span>
            </>
          ) : (
            <span>{t("hoursUnknown")}</span>
          )}
        </dd>
        {clinic.services.length > 0 && (
          <>
            <dt className="font-semibold">{t("servicesTitle")}</dt>
            <dd>{clinic.services.join(", ")}</dd>
          </>
        )}
      </dl>

      {district && (
        <p>
          <Link
            href={`/districts/${district.slug}`}
            className="font-semibold text-primary underline-offset-4 hover:underline"
            data-district-link
          >
            {t("moreInDistrict", { district: localized(locale, district.nameEn, district.nameZh) })}
          </Link>
        </p>
      )}
      <section className="flex flex-col items-start gap-2 rounded-xl border border-primary/40 bg-primary/5 p-4">
        <h2 className="font-semibold">{t("emergencyTitle")}</h2>
        <p className="text-sm text-muted-foreground">{t("emergencyText")}</p>
        <Button asChild>
          <Link href="/emergency">{t("emergencyButton")}</Link>
        </Button>
      </section>
      <ContactTracker />
    </main>
  );
}
