import { getLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locale";
import { localizedHref, type Href } from "@/lib/i18n/href";

/**
 * A plain <a> in the page's language, for server components: no client code
 * at all (next/link alone is ~4 KB gzip on a first visit, next-intl's Link
 * ~12 KB more). Links inside client components use LocaleLink.
 */
export async function LocaleAnchor({ href, ...props }: Omit<React.ComponentProps<"a">, "href"> & { href: Href; prefetch?: never }) {
  const locale = (await getLocale()) as Locale;
  return <a href={localizedHref(locale, href)} {...props} />;
}
