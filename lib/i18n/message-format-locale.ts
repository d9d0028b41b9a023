// next-intl formats a message with values through intl-messageformat, whose
// constructor asks Intl.NumberFormat.supportedLocalesOf which locale to use.
// The first call of that (or of any Intl.NumberFormat / DateTimeFormat) makes
// the browser build ICU's locale data: 13–36 ms in this Chromium on a fast
// machine, ~100 ms on the calibrated phone, inside the first render of a
// page's client components (issue 31). Intl.Locale and Intl.PluralRules do not
// (0.1–0.6 ms). Our locales are two, and both are always supported, so the
// question need not be asked for them. (The other half: no message uses `#`,
// which formats through Intl.NumberFormat; lib/i18n/message-format-locale.test.ts.)

import { IntlMessageFormat } from "intl-messageformat";
import { isLocale } from "./locale";

const negotiate = IntlMessageFormat.resolveLocale;

/** intl-messageformat's locale for one of ours, without negotiating; any other locale is negotiated as before. */
export function resolveOurLocale(locales: string | string[]): Intl.Locale | undefined {
  const locale = typeof locales === "string" ? locales : locales[0];
  return isLocale(locale) ? new Intl.Locale(locale) : negotiate(locales);
}

/** Installs resolveOurLocale (idempotent); the browser's next-intl providers call it before their children render. */
export function skipLocaleNegotiation(): void {
  IntlMessageFormat.resolveLocale = resolveOurLocale;
}
