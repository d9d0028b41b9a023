import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { searchIcon } from "@/components/ui/icons/search";
import { LocaleAnchor as Link } from "@/components/layout/locale-anchor";
import type { Locale } from "@/lib/i18n/locale";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { directorySearch, type DirectoryQuery } from "@/lib/clinics/directory-query";
import { localizedPath } from "@/lib/i18n/metadata";
import type { RegionDto } from "@/lib/regions/queries";
import { regionName } from "@/lib/i18n/localized";
import { cn } from "@/lib/utils";
import { AutoSubmitSwitch } from "./auto-submit-switch";

/**
 * Search box, region tabs and the 24-hour switch as a plain GET form and plain
 * links: every filtered view is a URL, and filtering works without JavaScript.
 */
export async function DirectoryFilters({ query, regions, locale }: { query: DirectoryQuery; regions: RegionDto[]; locale: Locale }) {
  const t = await getTranslations("Directory");
  const tabs = [{ code: "", label: t("allRegions") }, ...regions.map((r) => ({ code: r.code, label: regionName(r, locale) }))];
  return (
    <div className="flex flex-col gap-4">
      <form
        method="get"
        action={localizedPath(locale, "/clinics")}
        role="search"
        aria-label={t("filtersLabel")}
        className="flex flex-col gap-3"
      >
        {query.region && <input type="hidden" name="region" value={query.region} />}
        <div className="flex gap-2">
          <label htmlFor="directory-q" className="sr-only">
            {t("searchLabel")}
          </label>
          <Input
            id="directory-q"
            type="search"
            name="q"
            defaultValue={query.q}
            placeholder={t("searchPlaceholder")}
            maxLength={100}
            enterKeyHint="search"
          />
          <Button type="submit" variant="secondary">
            <Icon node={searchIcon} />
            {t("searchButton")}
          </Button>
        </div>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <AutoSubmitSwitch name="h24" label={t("only24h")} defaultChecked={query.h24} />
          <AutoSubmitSwitch name="open" label={t("openNow")} defaultChecked={query.open} />
        </div>
      </form>
      <nav aria-label={t("regionsLabel")} className="-mx-4 overflow-x-auto px-4">
        <ul className="flex w-max gap-1 rounded-lg bg-muted p-1">
          {tabs.map((tab) => {
            const active = tab.code === query.region;
            return (
              <li key={tab.code || "all"}>
                <Link
                  href={`/clinics${directorySearch({ ...query, region: tab.code, page: 1 })}`}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "inline-flex h-9 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap",
                    active ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
                  )}
                >
                  {tab.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
