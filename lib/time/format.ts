import type { Locale } from "@/lib/i18n/locale";
import { HK_TIME_ZONE, hongKongClock } from "./hong-kong";

// Hong Kong formats on both languages: times on the 24-hour clock
// ("03:29"), dates as "26 Nov" / 「11月26日」, and a relative age ("2 minutes
// ago" / 「2 分鐘前」). Always in Hong Kong time, whatever the device's zone,
// so the server's render and the browser's agree. Client-safe.

/**
 * Built on first use, not when the module loads: a page that imports this but
 * formats nothing while it hydrates (a results page before any hospital
 * answered) makes the browser build no ICU date data.
 */
function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
const clock = lazy(
  () => new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: HK_TIME_ZONE }),
);
const dates: Record<Locale, () => Intl.DateTimeFormat> = {
  en: lazy(() => new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: HK_TIME_ZONE })),
  "zh-HK": lazy(() => new Intl.DateTimeFormat("zh-HK", { day: "numeric", month: "long", timeZone: HK_TIME_ZONE })),
};

/** "03:29" (Hong Kong time, 24-hour). */
export function clockTime(date: Date): string {
  return clock().format(date);
}

/** "26 Nov" / 「11月26日」. */
export function shortDate(date: Date, locale: Locale): string {
  return dates[locale]().format(date);
}

/** "03:29" on the same Hong Kong day as `now`, else "26 Nov 03:29" / 「11月26日 03:29」. */
export function timeOfDay(date: Date, now: Date, locale: Locale): string {
  return hongKongClock(date).day === hongKongClock(now).day ? clockTime(date) : `${shortDate(date, locale)} ${clockTime(date)}`;
}

// Made once a language: building one cost 76 us against 0.3 us to format (Node 20, this 2-core
// host), and every availability line on a page says an age.
const ages: Record<Locale, () => Intl.RelativeTimeFormat> = {
  en: lazy(() => new Intl.RelativeTimeFormat("en", { numeric: "auto" })),
  "zh-HK": lazy(() => new Intl.RelativeTimeFormat("zh-HK", { numeric: "auto" })),
};

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

/** "2 minutes ago" / 「2 分鐘前」; "now" / 「現在」 under a minute. */
export function relativeAge(date: Date, now: Date, locale: Locale): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const format = ages[locale]();
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, "second");
}
