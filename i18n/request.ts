import { getRequestConfig } from "next-intl/server";
import { toLocale } from "@/lib/i18n/locale";
import { HK_TIME_ZONE } from "@/lib/time/hong-kong";

export default getRequestConfig(async ({ requestLocale }) => {
  const locale = toLocale(await requestLocale);
  return {
    locale,
    timeZone: HK_TIME_ZONE,
    messages: (await import(`../messages/${locale}.json`)).default,
  };
});
