import { getRequestConfig } from "next-intl/server";
import { toLocale } from "@/lib/i18n/locale";

export const TIME_ZONE = "Asia/Hong_Kong";

export default getRequestConfig(async ({ requestLocale }) => {
  const locale = toLocale(await requestLocale);
  return {
    locale,
    timeZone: TIME_ZONE,
    messages: (await import(`../messages/${locale}.json`)).default,
  };
});
