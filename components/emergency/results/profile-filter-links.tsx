import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { checkIcon } from "@/components/ui/icons/check";
import type { ProfileSpecies } from "@/lib/clinics/profile";
import { toggledQuery, type ProfileFilter, type ProfileFilters } from "@/lib/clinics/profile-filter";
import { cn } from "@/lib/utils";

/**
 * "Sees <species>" and "Oxygen / ICU": plain links that reload the
 * results with the filter switched, so they work without JavaScript and the
 * server does the filtering (lib/clinics/profile-filter.ts). A server component.
 */
export function ProfileFilterLinks({
  basePath,
  offered,
  filters,
  species,
}: {
  /** The results page's own path in its language. */
  basePath: string;
  offered: readonly ProfileFilter[];
  filters: ProfileFilters;
  species: ProfileSpecies | null;
}) {
  const t = useTranslations("Profile");
  const label = (filter: ProfileFilter) => (filter === "sees" && species ? t("filterSees", { species }) : t("filterIcu"));
  return (
    <nav id="profile-filters" aria-label={t("filtersLabel")} className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">{t("filtersLabel")}</span>
      {offered.map((filter) => (
        <a
          key={filter}
          href={`${basePath}${toggledQuery(filters, filter)}#profile-filters`}
          data-profile-filter={filter}
          data-on={filters[filter] ? "true" : "false"}
          className={cn(
            "inline-flex min-h-9 items-center gap-1 rounded-full border px-3 font-medium",
            filters[filter] ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-accent",
          )}
        >
          {filters[filter] && <Icon node={checkIcon} className="size-4" />}
          {label(filter)}
          {filters[filter] && <span className="sr-only">{t("filterOn")}</span>}
        </a>
      ))}
    </nav>
  );
}
