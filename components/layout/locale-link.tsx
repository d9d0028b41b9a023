"use client";

import NextLink from "next/link";
import { useParams } from "next/navigation";
import { DEFAULT_LOCALE, toLocale } from "@/lib/i18n/locale";

type Href = string | { pathname: string; query?: Record<string, string> };

/** The href in the page's language: English bare, Chinese under /zh-HK (localePrefix "as-needed"). */
function localized(locale: string, href: Href): string {
  const path = typeof href === "string" ? href : `${href.pathname}${href.query ? `?${new URLSearchParams(href.query)}` : ""}`;
  if (locale === DEFAULT_LOCALE || !path.startsWith("/")) return path;
  return `/${locale}${path === "/" ? "" : path}`;
}

/**
 * A next/link in the current page's language, read from the route's [locale]
 * segment. next-intl's Link does the same through its client provider, which
 * would make every page with a link download next-intl's client (~12 KB gzip).
 */
export function LocaleLink({ href, ...props }: Omit<React.ComponentProps<typeof NextLink>, "href"> & { href: Href }) {
  const locale = toLocale(useParams<{ locale?: string }>()?.locale);
  return <NextLink href={localized(locale, href)} {...props} />;
}
