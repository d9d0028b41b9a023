import { clinicPath } from "@/lib/clinics/clinic-path";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LocaleAnchor as Link } from "@/components/layout/locale-anchor";
import { BackHeader } from "@/components/layout/back-header";
import { clientMessages } from "@/components/layout/client-messages";
import { WeatherBanner } from "@/components/layout/weather-banner";
import { Button } from "@/components/ui/button";
import { CallNearestButton } from "@/components/emergency/call-nearest/call-nearest-button";
import { DistrictHospitalCard } from "@/components/clinics/district-hospital-card";
import { DistrictLinksSection } from "@/components/clinics/district-links";
import { currentTime } from "@/lib/clock";
import { SYMPTOM_KEYS } from "@/lib/emergency/symptoms";
import { currentSevereWeather } from "@/lib/feeds/weather";
import { firstAidContent } from "@/lib/first-aid";
import { jsonLdScript, nightHospitalsJsonLd } from "@/lib/clinics/json-ld";
import { listDistrictHospitals } from "@/lib/clinics/night-hospitals";
import { localized } from "@/lib/i18n/localized";
import { toLocale } from "@/lib/i18n/locale";
import { absoluteUrl, localizedPath, socialMetadata } from "@/lib/i18n/metadata";
import { districtBySlug } from "@/lib/regions/districts";
import { HK_TIME_ZONE } from "@/lib/time/hong-kong";

type Props = PageProps<"/[locale]/districts/[district]">;

const CALL_NEAREST_NAMESPACES = ["CallNearest", "FirstPick", "Place", "OpenStatus", "Availability", "Distance"];

const districtPath = (slug: string) => `/districts/${slug}`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: localeParam, district: slug } = await params;
  const locale = toLocale(localeParam);
  const district = districtBySlug(slug);
  if (!district) return {};
  const t = await getTranslations({ locale, namespace: "Metadata" });
  const name = localized(locale, district.nameEn, district.nameZh);
  const title = t("districtTitle", { district: name });
  return socialMetadata(locale, districtPath(district.slug), {
    title,
    description: t("districtDescription", { district: name }),
    // No image here: the district's own card (opengraph-image.tsx) is linked by Next itself.
    siteName: t("siteName"),
  });
}

/**
 * /districts/<slug>, where a search for a district's night vet lands: the 24-hour hospitals nearest the district's
 * centre, the first being the results page's own first pick for a request
 * there (lib/clinics/night-hospitals.ts), with what to do now. Server-rendered;
 * the only code in the browser is the two-tap door's, as on the home page.
 */
export default async function DistrictPage({ params }: Props) {
  const { locale: localeParam, district: slug } = await params;
  const locale = toLocale(localeParam);
  const district = districtBySlug(slug);
  if (!district) notFound();
  setRequestLocale(locale);
  const at = await currentTime();
  const [t, tMeta, tCall, found, weather, messages] = await Promise.all([
    getTranslations("DistrictPage"),
    getTranslations("Metadata"),
    getTranslations("CallNearest"),
    listDistrictHospitals(district, at),
    currentSevereWeather(at),
    clientMessages(CALL_NEAREST_NAMESPACES),
  ]);
  const name = localized(locale, district.nameEn, district.nameZh);
  const from = { ...district.centre, approximate: true };
  const url = (path: string) => absoluteUrl(locale, path);
  const jsonLd = nightHospitalsJsonLd({
    name: t("title", { district: name }),
    url: url(districtPath(district.slug)),
    hospitals: found.hospitals.map((h) => ({ ...h, url: url(clinicPath(h)) })),
    breadcrumbs: [
      { name: tMeta("siteName"), url: url("/") },
      { name: t("breadcrumbDistricts"), url: url("/24-hour-vets") },
      { name, url: url(districtPath(district.slug)) },
    ],
  });
  const firstAid = firstAidContent(locale).cards;

  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-4">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
      <BackHeader href="/24-hour-vets" label={t("back")} />
      <WeatherBanner warnings={weather} />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title", { district: name })}</h1>
      <p className="text-muted-foreground">{t("intro", { district: name })}</p>
      <CallNearestButton
        label={tCall("button")}
        listHref={localizedPath(locale, `/call-nearest?near=${district.slug}`)}
        intl={{ locale, timeZone: HK_TIME_ZONE, messages }}
      />

      <section className="flex flex-col gap-1 rounded-xl border border-primary/40 bg-primary/5 p-4 text-sm" aria-labelledby="now-title">
        <h2 id="now-title" className="font-semibold">
          {t("nowTitle")}
        </h2>
        <p>{t("nowStep1")}</p>
        <p>
          {t("nowStep2")}{" "}
          {SYMPTOM_KEYS.map((symptom, i) => (
            <span key={symptom}>
              {i > 0 && " · "}
              <Link href={`/first-aid/${symptom}`} className="text-primary underline underline-offset-2">
                {firstAid[symptom].title}
              </Link>
            </span>
          ))}
        </p>
      </section>

      {!found.pick && <p className="font-semibold">{t("nothingOpen", { district: name })}</p>}
      <div className="flex flex-col gap-3" data-district-hospitals>
        {found.hospitals.map((h) => (
          <DistrictHospitalCard
            key={h.id}
            hospital={h}
            from={from}
            now={at.toISOString()}
            pick={h.id === found.pick?.id ? found.reason : null}
          />
        ))}
      </div>

      <Button asChild variant="outline" className="self-start">
        <Link href="/24-hour-vets">{t("allHospitals")}</Link>
      </Button>
      <Button asChild className="self-start">
        <Link href="/emergency">{t("emergencyButton")}</Link>
      </Button>
      <DistrictLinksSection id="other-districts" title={t("otherDistricts")} />
    </main>
  );
}
