"use client";

import { useEffect } from "react";
import { usePathname, useRouter } from "next/navigation";
import { localizedPath } from "@/lib/i18n/href";
import { whenIdle } from "@/lib/idle";
import { LOCALES, isLocale, type Locale } from "@/lib/i18n/locale";
import { LOCALE_COOKIE, LOCALE_STORAGE_KEY, rememberLocale } from "./remember-locale";

// next/navigation rather than next-intl's: pages without other translated
// client code then ship none of next-intl's client (~12 KB gzip).

/** The path without its locale prefix (English has none: localePrefix "as-needed"). */
function unprefixed(pathname: string): string {
  const rest = pathname.replace(new RegExp(`^/(${LOCALES.join("|")})(?=/|$)`), "");
  return rest || "/";
}

/**
 * Plain links (they work before JavaScript loads): /en/... and /zh-HK/... make
 * the locale middleware switch language and set its cookie; the click also
 * stores the choice in localStorage `language`.
 */
export function LanguageLinks({
  current,
  label,
  names,
  className,
}: {
  current: Locale;
  label: string;
  names: Record<Locale, string>;
  className?: string;
}) {
  const path = unprefixed(usePathname());
  const router = useRouter();

  // In an idle moment: a first visit's localStorage and cookie writes (~12 ms at 4x CPU) are not hydration's task.
  useEffect(
    () =>
      whenIdle(() => {
        // A stored choice without a cookie (cleared or expired): honour the stored one.
        if (document.cookie.includes(`${LOCALE_COOKIE}=`)) return;
        let stored: string | null = null;
        try {
          stored = localStorage.getItem(LOCALE_STORAGE_KEY);
        } catch {}
        if (isLocale(stored) && stored !== current) {
          rememberLocale(stored);
          router.replace(localizedPath(stored, path));
        } else {
          rememberLocale(current);
        }
      }),
    [current, path, router],
  );

  return (
    // `className` replaces the display utility (default "flex"), e.g. "hidden sm:flex".
    <nav aria-label={label} className={`items-center gap-1 text-sm ${className ?? "flex"}`}>
      {LOCALES.map((locale) => (
        <a
          key={locale}
          href={`/${locale}${path === "/" ? "" : path}`}
          lang={locale}
          hrefLang={locale}
          aria-current={locale === current ? "true" : undefined}
          onClick={() => rememberLocale(locale)}
          className={`rounded-md px-2 py-1 underline-offset-4 hover:underline ${
            locale === current ? "font-semibold text-foreground" : "text-muted-foreground"
          }`}
        >
          {names[locale]}
        </a>
      ))}
    </nav>
  );
}
