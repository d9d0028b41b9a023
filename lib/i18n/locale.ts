// The one Locale type and the one way a string becomes one. No next-intl
// import here: request-meta and the worker use it outside Next.js's i18n.

import { isOneOf } from "@/lib/domain/enums";

export const LOCALES = ["en", "zh-HK"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export const isLocale = (value: unknown): value is Locale => isOneOf(LOCALES, value);

/** Any stored value other than en / zh-HK falls back to en. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
