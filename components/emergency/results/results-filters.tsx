"use client";

import { useLocale, useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { searchIcon } from "@/components/ui/icons/search";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import { DISTANCE_OPTIONS_KM, type ClinicFilters } from "@/lib/clinics/filter";
import { regionName } from "@/lib/i18n/localized";

export type RegionOption = { code: string; nameEn: string; nameZh: string };

const ALL = "all";

export function ResultsFilters({
  filters,
  onChange,
  regions,
  hasGps,
  expanded,
  onToggle,
}: {
  filters: ClinicFilters;
  onChange: (next: Partial<ClinicFilters>) => void;
  regions: RegionOption[];
  hasGps: boolean;
  expanded: boolean;
  onToggle: () => void;
}) {
  const t = useTranslations("Results");
  const locale = useLocale();
  return (
    // The filters work in the browser only: without JavaScript they are hidden (the results say why).
    <Card className="gap-4 p-4 noscript:hidden">
      <h2 className="sr-only">{t("filtersTitle")}</h2>
      <div className="relative">
        <Label htmlFor="clinic-search" className="sr-only">
          {t("search")}
        </Label>
        <Icon node={searchIcon} className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          id="clinic-search"
          type="search"
          className="pl-9"
          placeholder={t("searchPlaceholder")}
          value={filters.search}
          onChange={(e) => onChange({ search: e.target.value })}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Switch id="only-24h" checked={filters.only24h} onCheckedChange={(v) => onChange({ only24h: v })} />
          <Label htmlFor="only-24h">{t("only24h")}</Label>
        </div>
        <div className="flex items-center gap-2">
          <Switch id="open-now" checked={filters.openNow} onCheckedChange={(v) => onChange({ openNow: v })} />
          <Label htmlFor="open-now">{t("openNow")}</Label>
        </div>
        <Button type="button" variant="ghost" size="sm" aria-expanded={expanded} aria-controls="more-filters" onClick={onToggle}>
          {expanded ? t("hideFilters") : t("showFilters")}
        </Button>
      </div>
      {expanded && (
        <div id="more-filters" className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-2">
            <Label htmlFor="region-filter">{t("region")}</Label>
            <NativeSelect
              id="region-filter"
              value={filters.regionCode ?? ALL}
              onChange={(e) => onChange({ regionCode: e.target.value === ALL ? null : e.target.value })}
            >
              <option value={ALL}>{t("allRegions")}</option>
              {regions.map((r) => (
                <option key={r.code} value={r.code}>
                  {regionName(r, locale)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="distance-filter">{t("distance")}</Label>
            <NativeSelect
              id="distance-filter"
              disabled={!hasGps}
              aria-describedby={hasGps ? undefined : "distance-note"}
              value={filters.maxKm === null ? ALL : String(filters.maxKm)}
              onChange={(e) => onChange({ maxKm: e.target.value === ALL ? null : Number(e.target.value) })}
            >
              <option value={ALL}>{t("distanceAny")}</option>
              {DISTANCE_OPTIONS_KM.map((km) => (
                <option key={km} value={String(km)}>
                  {t("distanceKm", { km })}
                </option>
              ))}
            </NativeSelect>
            {!hasGps && (
              <p id="distance-note" className="text-xs text-muted-foreground">
                {t("gpsNotAvailable")}
              </p>
            )}
          </div>
          <div className="flex items-center gap-2">
            <Switch id="whatsapp-only" checked={filters.whatsappOnly} onCheckedChange={(v) => onChange({ whatsappOnly: v })} />
            <Label htmlFor="whatsapp-only">{t("whatsappOnly")}</Label>
          </div>
        </div>
      )}
    </Card>
  );
}
