import { getLocale } from "next-intl/server";
import { LocaleAnchor as Link } from "@/components/layout/locale-anchor";
import { localized } from "@/lib/i18n/localized";
import { DISTRICTS } from "@/lib/regions/districts";

/** The 18 district pages, as plain links (search engines follow them): the directory, the footer and the 24-hour page list them. */
export async function DistrictLinks({ label, className }: { label: string; className?: string }) {
  const locale = await getLocale();
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-x-3 gap-y-1">
        {DISTRICTS.map((d) => (
          <li key={d.slug}>
            <Link href={`/districts/${d.slug}`} className="underline-offset-4 hover:underline">
              {localized(locale, d.nameEn, d.nameZh)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The district links under their own heading, as the 24-hour page and each district page end. */
export function DistrictLinksSection({ id, title }: { id: string; title: string }) {
  return (
    <section className="flex flex-col gap-2" aria-labelledby={id}>
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      <DistrictLinks label={title} className="text-sm" />
    </section>
  );
}
