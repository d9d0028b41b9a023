import { DEFAULT_LOCALE, type Locale } from "./locale";

export type Href = string | { pathname: string; query?: Record<string, string> };

/** The public path of a page in a language: English bare, Chinese under /zh-HK (localePrefix "as-needed"). */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path === "/" ? "" : path;
  return locale === DEFAULT_LOCALE ? clean || "/" : `/${locale}${clean}`;
}

/** A link's href in a language: an app path localized, anything else (tel:, https:) as it is. */
export function localizedHref(locale: Locale, href: Href): string {
  const path = typeof href === "string" ? href : `${href.pathname}${href.query ? `?${new URLSearchParams(href.query)}` : ""}`;
  return path.startsWith("/") ? localizedPath(locale, path) : path;
}
