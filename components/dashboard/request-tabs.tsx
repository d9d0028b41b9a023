import { getTranslations } from "next-intl/server";
import { LocaleAnchor as Link } from "@/components/layout/locale-anchor";
import { CLINIC_REQUEST_FILTERS, CLINIC_REQUEST_SORTS, type ClinicRequestFilter, type ClinicRequestSort } from "@/lib/clinics/requests";
import { cn } from "@/lib/utils";

type View = { filter: ClinicRequestFilter; sort: ClinicRequestSort };

/** The dashboard URL for a filter and sort; the defaults (all, newest) stay out of it. */
function viewHref({ filter, sort }: View) {
  const params = new URLSearchParams();
  if (filter !== "all") params.set("filter", filter);
  if (sort !== "newest") params.set("sort", sort);
  const search = params.toString();
  return `/clinic/dashboard${search ? `?${search}` : ""}`;
}

const tabClass = (active: boolean) =>
  cn(
    "inline-flex h-9 items-center rounded-md px-3 text-sm font-medium",
    active ? "bg-background shadow-sm" : "text-muted-foreground hover:text-foreground",
  );

/** Filter and sort as links: the view lives in the URL, so it survives a reload and works without JavaScript. */
export async function RequestTabs({ filter, sort }: View) {
  const t = await getTranslations("Dashboard");
  return (
    <div className="flex flex-wrap items-center gap-4">
      <nav aria-label={t("filter")} className="flex gap-1 rounded-lg bg-muted p-1">
        {CLINIC_REQUEST_FILTERS.map((f) => (
          <Link
            key={f}
            href={viewHref({ filter: f, sort })}
            aria-current={f === filter ? "page" : undefined}
            className={tabClass(f === filter)}
          >
            {t(`filters.${f}`)}
          </Link>
        ))}
      </nav>
      <nav aria-label={t("sort")} className="flex gap-1 rounded-lg bg-muted p-1">
        {CLINIC_REQUEST_SORTS.map((s) => (
          <Link
            key={s}
            href={viewHref({ filter, sort: s })}
            aria-current={s === sort ? "page" : undefined}
            className={tabClass(s === sort)}
          >
            {t(`sorts.${s}`)}
          </Link>
        ))}
      </nav>
    </div>
  );
}
