import { getTranslations } from "next-intl/server";
import { LocaleAnchor as Link } from "@/components/layout/locale-anchor";
import { DistrictLinks } from "@/components/clinics/district-links";
import { LanguageSwitcher } from "./language-switcher";

/** The legal pages every page links to; each path is also its message key in Footer. */
const LEGAL_PAGES = ["privacy", "terms"] as const;

export async function SiteFooter() {
  const t = await getTranslations("Footer");
  return (
    <footer className="site-footer mt-auto border-t bg-muted/40">
      <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <nav className="flex flex-wrap gap-x-4 gap-y-1">
            <Link href="/24-hour-vets" className="hover:text-foreground hover:underline">
              {t("hospitals24")}
            </Link>
            {LEGAL_PAGES.map((page) => (
              <Link key={page} href={`/${page}`} className="hover:text-foreground hover:underline">
                {t(page)}
              </Link>
            ))}
          </nav>
          {/* Search engines and owners reach the district pages from every page. */}
          <DistrictLinks label={t("districts")} className="text-xs" />
          <p>{t("rights", { year: new Date().getFullYear() })}</p>
          <p>{t("company")}</p>
        </div>
        <LanguageSwitcher />
      </div>
    </footer>
  );
}
