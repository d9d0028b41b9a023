"use client";

import { useLocale, useTranslations } from "next-intl";
import { SearchIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { DISTANCE_OPTIONS_KM, type ClinicFilters } from "@/lib/clinics/filter";

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
  const zh = useLocale() === "zh-HK";
  return (
    <Card className="gap-4 p-4">
      <h2 className="sr-only">{t("filtersTitle")}</h2>
      <div className="relative">
        <Label htmlFor="clinic-search" className="sr-only">
          {t("search")}
        </Label>
        <SearchIcon className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
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
            <Select value={filters.regionCode ?? ALL} onValueChange={(v) => onChange({ regionCode: v === ALL ? null : v })}>
              <SelectTrigger id="region-filter">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>{t("allRegions")}</SelectItem>
                {regions.map((r) => (
                  <SelectItem key={r.code} value={r.code}>
                    {zh ? r.nameZh : r.nameEn}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="distance-filter">{t("distance")}</Label>
            <Select
              disabled={!hasGps}
              value={filters.maxKm === null ? ALL : String(filters.maxKm)}
              onValueChange={(v) => onChange({ maxKm: v === ALL ? null : Number(v) })}
            >
              <SelectTrigger id="distance-filter" aria-describedby={hasGps ? undefined : "distance-note"}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>{t("distanceAny")}</SelectItem>
                {DISTANCE_OPTIONS_KM.map((km) => (
                  <SelectItem key={km} value={String(km)}>
                    {t("distanceKm", { km })}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {!hasGps && (
              <p id="distance-note" className="text-xs text-muted-foreground">
                {t("gpsNotAvailable")}
              </p>
            )}
          </div>
          <div className="flex items-center gap-2">
            <Switch id="only-24h-2" checked={filters.only24h} onCheckedChange={(v) => onChange({ only24h: v })} />
            <Label htmlFor="only-24h-2">{t("only24h")}</Label>
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
