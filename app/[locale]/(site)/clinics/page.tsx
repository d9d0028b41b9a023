import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { chevronLeftIcon } from "@/components/ui/icons/chevron-left";
import { chevronRightIcon } from "@/components/ui/icons/chevron-right";
import { searchXIcon } from "@/components/ui/icons/search-x";
import { LocaleAnchor as Link } from "@/components/layout/locale-anchor";
import { toLocale, type Locale } from "@/lib/i18n/locale";
import { Button } from "@/components/ui/button";
import { ClinicCard } from "@/components/clinics/clinic-card";
import { ContactTracker } from "@/components/clinics/contact-tracker";
import { DirectoryFilters } from "@/components/clinics/directory-filters";
import { DistrictLinks } from "@/components/clinics/district-links";
import { ProfileFacts } from "@/components/clinics/profile-facts";
import { BackHeader } from "@/components/layout/back-header";
import { currentTime } from "@/lib/clock";
import { countDirectory, listDirectory } from "@/lib/clinics/directory";
import { directorySearch, parseDirectoryQuery, type DirectoryQuery } from "@/lib/clinics/directory-query";
import { ogImage, socialMetadata } from "@/lib/i18n/metadata";
import { regionName } from "@/lib/i18n/localized";
import { listRegions } from "@/lib/regions/queries";

type Props = PageProps<"/[locale]/clinics">;

async function directoryTitle(locale: Locale, query: DirectoryQuery): Promise<string> {
  const t = await getTranslations({ locale, namespace: "Metadata" });
  const region = query.region ? (await listRegions()).find((r) => r.code === query.region) : undefined;
  const name = region ? regionName(region, locale) : undefined;
  const base = name
    ? t(query.h24 ? "directoryRegion24hTitle" : "directoryRegionTitle", { region: name })
    : t(query.h24 ? "directory24hTitle" : "directoryTitle");
  return query.page > 1 ? t("directoryPagedTitle", { title: base, page: query.page }) : base;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const query = parseDirectoryQuery(await searchParams);
  const t = await getTranslations({ locale, namespace: "Metadata" });
  // The count ignores the search text: the description speaks of the region and 24-hour filter.
  const [title, total] = await Promise.all([directoryTitle(locale, query), countDirectory("", query.region, query.h24)]);
  const description = t("directoryDescription", { count: total });
  return socialMetadata(locale, `/clinics${directorySearch(query)}`, {
    title,
    description,
    siteName: t("siteName"),
    image: ogImage(t("ogAlt")),
  });
}

export default async function DirectoryPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const query = parseDirectoryQuery(await searchParams);
  const [t, regions, result, at] = await Promise.all([getTranslations("Directory"), listRegions(), listDirectory(query), currentTime()]);
  const now = at.toISOString();
  const hasFilters = Boolean(query.q || query.region || query.h24 || query.open);
  const pageHref = (page: number) => `/clinics${directorySearch({ ...query, page })}`;

  return (
    <main id="main" className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-4">
      <BackHeader href="/" label={t("back")} />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>

      <DirectoryFilters query={query} regions={regions} locale={locale} />
      <section className="flex flex-col gap-2 rounded-xl border bg-card p-4 text-sm" aria-labelledby="by-district">
        <Link href="/24-hour-vets" className="font-semibold text-primary underline-offset-4 hover:underline">
          {t("hospitals24Link")}
        </Link>
        <h2 id="by-district" className="font-semibold">
          {t("byDistrict")}
        </h2>
        <DistrictLinks label={t("byDistrict")} />
      </section>

      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t("resultCount", { count: result.total })}
        {result.pageCount > 1 && <> · {t("pageInfo", { page: result.page, pageCount: result.pageCount })}</>}
      </p>

      {result.clinics.length === 0 ? (
        <section className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-10 text-center">
          <Icon node={searchXIcon} className="size-8 text-muted-foreground" />
          <h2 className="font-semibold">{t("emptyTitle")}</h2>
          <p className="text-sm text-muted-foreground">{t("emptyText")}</p>
          {hasFilters && (
            <Button asChild variant="outline" size="sm" className="mt-2">
              <Link href="/clinics">{t("clearFilters")}</Link>
            </Button>
          )}
        </section>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {result.clinics.map((clinic) => (
            <li key={clinic.id} className="list-card">
              <ClinicCard
                clinic={clinic}
                facts={
                  clinic.profile && (
                    <ProfileFacts
                      profile={clinic.profile}
                      species={null}
                      seen={result.asked.species}
                      facilities={result.asked.facilities}
                      now={now}
                    />
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}

      {result.pageCount > 1 && (
        <nav aria-label={t("paginationLabel")} className="flex items-center justify-between gap-2">
          {result.page > 1 ? (
            <Button asChild variant="outline">
              <Link href={pageHref(result.page - 1)} rel="prev">
                <Icon node={chevronLeftIcon} />
                {t("previous")}
              </Link>
            </Button>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted-foreground">{t("pageInfo", { page: result.page, pageCount: result.pageCount })}</span>
          {result.page < result.pageCount ? (
            <Button asChild variant="outline">
              <Link href={pageHref(result.page + 1)} rel="next">
                {t("next")}
                <Icon node={chevronRightIcon} />
              </Link>
            </Button>
          ) : (
            <span />
          )}
        </nav>
      )}

      <ContactTracker search={{ region: query.region || "all", is24Hour: query.h24, resultsCount: result.total }} />
    </main>
  );
}
