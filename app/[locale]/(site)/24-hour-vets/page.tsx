import { clinicPath } from "@/lib/clinics/clinic-path";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LocaleAnchor as Link } from "@/components/layout/locale-anchor";
import { BackHeader } from "@/components/layout/back-header";
import { DistrictForm } from "@/components/clinics/district-form";
import { DistrictLinksSection } from "@/components/clinics/district-links";
import { NightHospitalsTable } from "@/components/clinics/night-hospitals-table";
import { currentTime } from "@/lib/clock";
import { hospitalLinksJsonLd, jsonLdScript } from "@/lib/clinics/json-ld";
import { listNightHospitals, sortNightHospitals } from "@/lib/clinics/night-hospitals";
import { NIGHT_SORTS, nightHospitalsSearch, parseNightHospitalsQuery } from "@/lib/clinics/night-hospitals-query";
import { localized } from "@/lib/i18n/localized";
import { toLocale } from "@/lib/i18n/locale";
import { absoluteUrl, localizedPath, pageMetadata } from "@/lib/i18n/metadata";
import { cn } from "@/lib/utils";

type Props = PageProps<"/[locale]/24-hour-vets">;

const PATH = "/24-hour-vets";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  // Every sorted or measured view is the same page for a search engine: one canonical URL.
  return pageMetadata(locale, PATH, { title: "hospitals24Title", description: "hospitals24Description" });
}

/**
 * /24-hour-vets, for an owner who searches at night: every 24-hour hospital in one table, sorted by
 * district, night fee or distance from a picked district, all by plain GET
 * links and a GET form: no code of its own in the browser.
 */
export default async function NightHospitalsPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const query = parseNightHospitalsQuery(await searchParams);
  const at = await currentTime();
  const [t, tMeta, list] = await Promise.all([
    getTranslations("NightHospitals"),
    getTranslations("Metadata"),
    listNightHospitals(query.near?.centre ?? null, at),
  ]);
  const hospitals = sortNightHospitals(list, query.sort);
  const from = query.near ? { ...query.near.centre, approximate: true } : null;
  const sorts = NIGHT_SORTS.filter((s) => s !== "distance" || query.near);
  const url = (path: string) => absoluteUrl(locale, path);
  const jsonLd = hospitalLinksJsonLd({
    name: tMeta("hospitals24Title"),
    url: url(PATH),
    hospitalUrls: hospitals.map((h) => url(clinicPath(h))),
    breadcrumbs: [
      { name: tMeta("siteName"), url: url("/") },
      { name: t("title"), url: url(PATH) },
    ],
  });

  return (
    <main id="main" className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-4">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
      <BackHeader href="/clinics" label={t("back")} />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>
      <p className="max-w-3xl text-muted-foreground">{t("intro")}</p>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <nav aria-label={t("sortLabel")} className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold">{t("sortLabel")}</span>
          {sorts.map((sort) => (
            <Link
              key={sort}
              href={`${PATH}${nightHospitalsSearch({ ...query, sort })}`}
              aria-current={sort === query.sort ? "true" : undefined}
              className={cn(
                "inline-flex h-9 items-center rounded-md px-3 font-medium",
                sort === query.sort ? "bg-primary text-primary-foreground" : "bg-muted hover:text-foreground",
              )}
              data-sort={sort}
            >
              {t("sort", { sort })}
            </Link>
          ))}
        </nav>
        <DistrictForm
          action={localizedPath(locale, PATH)}
          locale={locale}
          selected={query.near?.slug ?? null}
          labels={{ label: t("nearLabel"), any: t("nearAny"), submit: t("nearSubmit") }}
        />
      </div>

      <p className="text-sm text-muted-foreground" data-count={hospitals.length}>
        {query.near
          ? t("countNear", { count: hospitals.length, district: localized(locale, query.near.nameEn, query.near.nameZh) })
          : t("count", { count: hospitals.length })}
      </p>
      <NightHospitalsTable hospitals={hospitals} now={at.toISOString()} from={from} />
      <p className="text-xs text-muted-foreground">{t("sourcesNote")}</p>

      <DistrictLinksSection id="by-district" title={t("byDistrict")} />
    </main>
  );
}
