import { getLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locale";
import { localizedPath } from "@/lib/i18n/metadata";

type Href = string | { pathname: string; query?: Record<string, string> };

/**
 * A plain <a> in the page's language, for server components: no client code
 * at all (next/link alone is ~4 KB gzip on a first visit, next-intl's Link
 * ~12 KB more). Links inside client components use LocaleLink.
 */
export async function LocaleAnchor({ href, ...props }: Omit<React.ComponentProps<"a">, "href"> & { href: Href; prefetch?: never }) {
  const locale = (await getLocale()) as Locale;
  const path = typeof href === "string" ? href : `${href.pathname}${href.query ? `?${new URLSearchParams(href.query)}` : ""}`;
  return <a href={path.startsWith("/") ? localizedPath(locale, path) : path} {...props} />;
}
