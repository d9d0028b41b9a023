"use client";

import { useEffect } from "react";
import { useLocale, useTranslations } from "next-intl";
import { usePathname, useRouter } from "@/i18n/navigation";
import { LOCALES, isLocale, type Locale } from "@/lib/i18n/locale";

const STORAGE_KEY = "language";
const COOKIE = "NEXT_LOCALE";

/** Stores a language choice where SPEC §4 keeps it: localStorage `language` and the NEXT_LOCALE cookie. */
export function rememberLocale(locale: Locale) {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode: the cookie below still carries the choice.
  }
  document.cookie = `${COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Plain links (they work before JavaScript loads): /en/... and /zh-HK/... make
 * the locale middleware switch language and set its cookie; the click also
 * stores the choice in localStorage `language` (SPEC §4).
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const t = useTranslations("LanguageSwitcher");
  const current = useLocale() as Locale;
  const pathname = usePathname();
  const router = useRouter();

  useEffect(() => {
    // A stored choice without a cookie (cleared or expired): honour the stored one.
    if (document.cookie.includes(`${COOKIE}=`)) return;
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(STORAGE_KEY);
    } catch {}
    if (isLocale(stored) && stored !== current) {
      rememberLocale(stored);
      router.replace(pathname, { locale: stored });
    } else {
      rememberLocale(current);
    }
  }, [current, pathname, router]);

  return (
    // Plain class strings, not cn(): tailwind-merge would ship on every page for this.
    // `className` replaces the display utility (default "flex"), e.g. "hidden sm:flex".
    <nav aria-label={t("label")} className={`items-center gap-1 text-sm ${className ?? "flex"}`}>
      {LOCALES.map((locale) => (
        <a
          key={locale}
          href={`/${locale}${pathname === "/" ? "" : pathname}`}
          lang={locale}
          hrefLang={locale}
          aria-current={locale === current ? "true" : undefined}
          onClick={() => rememberLocale(locale)}
          className={`rounded-md px-2 py-1 underline-offset-4 hover:underline ${
            locale === current ? "font-semibold text-foreground" : "text-muted-foreground"
          }`}
        >
          {t(locale)}
        </a>
      ))}
    </nav>
  );
}
