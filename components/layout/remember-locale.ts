import type { Locale } from "@/lib/i18n/locale";

export const LOCALE_STORAGE_KEY = "language";
export const LOCALE_COOKIE = "NEXT_LOCALE";

/** Stores a language choice: localStorage `language` and the NEXT_LOCALE cookie (which the locale middleware reads). */
export function rememberLocale(locale: Locale) {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode: the cookie below still carries the choice.
  }
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}
