import { getTranslations } from "next-intl/server";
import { Icon, type IconNode } from "@/components/ui/icon";
import { activityIcon } from "@/components/ui/icons/activity";
import { circleCheckIcon } from "@/components/ui/icons/circle-check";
import { clockIcon } from "@/components/ui/icons/clock";
import { hospitalIcon } from "@/components/ui/icons/hospital";
import { listFilterIcon } from "@/components/ui/icons/list-filter";
import { mapPinOffIcon } from "@/components/ui/icons/map-pin-off";
import { searchIcon } from "@/components/ui/icons/search";
import { sirenIcon } from "@/components/ui/icons/siren";
import { LocaleAnchor as Link } from "@/components/layout/locale-anchor";
import type { Locale } from "@/lib/i18n/locale";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { AdminClinicList } from "@/lib/clinics/admin-list";
import type { AdminClinicListQuery } from "@/lib/clinics/admin-schemas";
import { localizedPath } from "@/lib/i18n/metadata";
import { regionName } from "@/lib/i18n/localized";
import type { RegionDto } from "@/lib/regions/queries";
import { cn } from "@/lib/utils";
import { AutoSubmitSelect } from "./auto-submit-select";
import { ClinicCardActions } from "./clinic-card-actions";
import type { RegionOption } from "./clinic-form-values";

/** The URL of the list with these filters (empty values left out). */
function adminListHref(query: Partial<AdminClinicListQuery>): string {
  const params = new URLSearchParams();
  for (const key of ["q", "region", "h24", "available", "support", "gps"] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return `/admin/clinics${search ? `?${search}` : ""}`;
}

/** A tile above the list: a count, and for some a filter a tap turns on or off. */
type Stat = { key: string; label: string; value: string | number; icon: React.ReactNode; href?: string; active?: boolean };

type Props = { query: AdminClinicListQuery; list: AdminClinicList; regions: RegionDto[]; locale: Locale; dashboardUrl: string };

export async function AdminClinicListView({ query, list, regions, locale, dashboardUrl }: Props) {
  const t = await getTranslations("Admin");
  const regionOptions: RegionOption[] = regions.map((r) => ({ id: r.id, label: regionName(r, locale) }));
  const base = { ...query, page: 1 };
  const toggle = (key: "available" | "h24" | "support" | "gps", on: string) =>
    adminListHref({ ...base, [key]: query[key] === on ? undefined : on });
  const yesNo = [
    { value: "", label: t("filters.all") },
    { value: "yes", label: t("filters.yes") },
    { value: "no", label: t("filters.no") },
  ];

  /** A tile that is also a filter: a tap turns `param=on` on or off. */
  const filterStat = (
    key: "available" | "h24" | "support" | "missingGps",
    node: IconNode,
    param: Parameters<typeof toggle>[0],
    on: string,
  ): Stat => ({
    key,
    label: t(`stats.${key}`),
    value: list.stats[key],
    icon: <Icon node={node} />,
    href: toggle(param, on),
    active: query[param] === on,
  });
  const stats: Stat[] = [
    { key: "total", label: t("stats.total"), value: list.stats.total, icon: <Icon node={hospitalIcon} /> },
    filterStat("available", circleCheckIcon, "available", "yes"),
    filterStat("h24", clockIcon, "h24", "yes"),
    { key: "requests", label: t("stats.requests"), value: list.stats.requests, icon: <Icon node={sirenIcon} /> },
    filterStat("support", activityIcon, "support", "yes"),
    filterStat("missingGps", mapPinOffIcon, "gps", "missing"),
    { key: "results", label: t("stats.results"), value: `${list.filtered}/${list.total}`, icon: <Icon node={listFilterIcon} /> },
  ];

  const pageHref = (page: number) => adminListHref({ ...query, page });
  const pager = [
    { label: t("pagination.first"), page: 1, disabled: list.page <= 1 },
    { label: t("pagination.previous"), page: list.page - 1, disabled: list.page <= 1 },
    { label: t("pagination.next"), page: list.page + 1, disabled: list.page >= list.pages },
    { label: t("pagination.last"), page: list.pages, disabled: list.page >= list.pages },
  ];

  return (
    <div className="flex flex-col gap-5">
      <section aria-label={t("stats.label")} className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
        {stats.map((s) => {
          const body = (
            <>
              <span className="flex items-center gap-1.5 text-xs text-muted-foreground [&_svg]:size-4" aria-hidden="true">
                {s.icon}
              </span>
              <span className="text-xs text-muted-foreground">{s.label}</span>
              <span className="text-xl font-bold tabular-nums" data-testid={`stat-${s.key}`}>
                {s.value}
              </span>
            </>
          );
          const cls = cn("flex flex-col gap-1 rounded-lg border p-3", s.active && "border-primary bg-primary/5 ring-1 ring-primary");
          return s.href ? (
            <Link key={s.key} href={s.href} className={cn(cls, "hover:bg-accent")} aria-pressed={s.active} title={t("stats.toggleHint")}>
              {body}
            </Link>
          ) : (
            <div key={s.key} className={cls}>
              {body}
            </div>
          );
        })}
      </section>

      {/* Keyed by the URL: a client-side navigation (stat card, Clear All) remounts the uncontrolled fields with the new values. */}
      <form
        key={adminListHref(query)}
        method="get"
        action={localizedPath(locale, "/admin/clinics")}
        role="search"
        aria-label={t("filters.label")}
        className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2 lg:grid-cols-6"
      >
        {query.gps && <input type="hidden" name="gps" value={query.gps} />}
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <Label htmlFor="admin-q">{t("filters.search")}</Label>
          <div className="flex gap-2">
            <Input
              id="admin-q"
              type="search"
              name="q"
              defaultValue={query.q ?? ""}
              placeholder={t("filters.searchPlaceholder")}
              maxLength={200}
              enterKeyHint="search"
            />
            <Button type="submit" variant="secondary">
              <Icon node={searchIcon} />
              <span className="sr-only sm:not-sr-only">{t("filters.searchButton")}</span>
            </Button>
          </div>
        </div>
        <SelectFilter
          name="region"
          label={t("filters.region")}
          value={query.region}
          options={[
            { value: "", label: t("filters.allRegions") },
            ...regions.map((r) => ({ value: r.code, label: regionName(r, locale) })),
          ]}
        />
        <SelectFilter name="h24" label={t("filters.h24")} value={query.h24} options={yesNo} />
        <SelectFilter name="available" label={t("filters.availability")} value={query.available} options={yesNo} />
        <SelectFilter name="support" label={t("filters.support")} value={query.support} options={yesNo} />
        <div className="flex items-center justify-between gap-2 sm:col-span-2 lg:col-span-6">
          {query.gps === "missing" ? <Badge variant="warning">{t("filters.missingGpsOn")}</Badge> : <span />}
          <Button asChild variant="ghost" size="sm">
            <Link href="/admin/clinics">{t("filters.clearAll")}</Link>
          </Button>
        </div>
      </form>

      {list.items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{t("empty")}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label={t("title")}>
          {list.items.map((c) => {
            const noGps = c.latitude === null || c.longitude === null;
            return (
              <li key={c.id} className="flex flex-col gap-3 rounded-lg border p-4" data-testid="admin-clinic-card">
                <div className="flex flex-col gap-1">
                  <h2 className="font-semibold leading-tight">{c.name}</h2>
                  {c.nameZh && <p className="text-sm text-muted-foreground">{c.nameZh}</p>}
                  <p className="text-sm">{c.address}</p>
                  <p className="text-sm text-muted-foreground">
                    {t("card.phone")}: {c.phone}
                    {c.whatsapp ? ` · ${t("card.whatsapp")}: ${c.whatsapp}` : ""}
                    {c.email ? ` · ${c.email}` : ""}
                  </p>
                </div>
                <div className="flex flex-wrap gap-1">
                  <Badge variant="outline">{c.regionCode}</Badge>
                  {c.is24Hour && <Badge variant="secondary">{t("badges.h24")}</Badge>}
                  {c.isSupportHospital && <Badge>{t("badges.support")}</Badge>}
                  {c.isSilent && <Badge variant="warning">{t("badges.noReply")}</Badge>}
                  {/* The fact the "accepting" count counts (lib/clinics/availability.ts): a setting less than a day old. */}
                  {!c.claim ? (
                    <Badge variant="outline">{t("badges.unconfirmed")}</Badge>
                  ) : c.claim.accepting ? (
                    <Badge variant="success">{t("badges.available")}</Badge>
                  ) : (
                    <Badge variant="destructive">{t("badges.unavailable")}</Badge>
                  )}
                  {noGps && <Badge variant="warning">{t("badges.noGps")}</Badge>}
                  {!noGps && c.coordPrecision === "area" && <Badge variant="warning">{t("badges.approximateGps")}</Badge>}
                  {!c.whatsapp && !c.email && <Badge variant="warning">{t("badges.noContact")}</Badge>}
                  {c.status !== "active" && <Badge variant="outline">{t("badges.inactive")}</Badge>}
                  <Badge variant="outline">{t("card.staffCount", { count: c.staffCount })}</Badge>
                </div>
                <ClinicCardActions clinic={c} isAvailable={c.isAvailable} regions={regionOptions} dashboardUrl={dashboardUrl} />
              </li>
            );
          })}
        </ul>
      )}

      <nav aria-label={t("pagination.label")} className="flex flex-wrap items-center justify-center gap-2">
        {pager.map((p) =>
          p.disabled ? (
            <Button key={p.label} variant="outline" size="sm" disabled>
              {p.label}
            </Button>
          ) : (
            <Button key={p.label} asChild variant="outline" size="sm">
              <Link href={pageHref(p.page)}>{p.label}</Link>
            </Button>
          ),
        )}
        <span className="px-2 text-sm text-muted-foreground" aria-live="polite">
          {t("pagination.pageOf", { page: list.page, pages: list.pages })}
        </span>
      </nav>
    </div>
  );
}

/** One of the list's filters: a labelled select that submits the form when changed. */
function SelectFilter({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string | undefined;
  options: React.ComponentProps<typeof AutoSubmitSelect>["options"];
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`admin-${name}`}>{label}</Label>
      <AutoSubmitSelect id={`admin-${name}`} name={name} defaultValue={value ?? ""} options={options} />
    </div>
  );
}
