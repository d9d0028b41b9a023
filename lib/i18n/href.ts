import { DEFAULT_LOCALE } from "./locale";

export type Href = string | { pathname: string; query?: Record<string, string> };

/** The href in the page's language: English bare, Chinese under /zh-HK (localePrefix "as-needed"). */
export function localizedHref(locale: string, href: Href): string {
  const path = typeof href === "string" ? href : `${href.pathname}${href.query ? `?${new URLSearchParams(href.query)}` : ""}`;
  if (locale === DEFAULT_LOCALE || !path.startsWith("/")) return path;
  return `/${locale}${path === "/" ? "" : path}`;
}
