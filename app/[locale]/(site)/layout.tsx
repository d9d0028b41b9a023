import { getLocale, getTranslations } from "next-intl/server";
import { toLocale } from "@/lib/i18n/locale";
import { localizedPath } from "@/lib/i18n/metadata";
import { CookieBanner } from "@/components/layout/cookie-banner";

/**
 * Every page except the emergency pages (wizard, results, status): those
 * carry no consent banner, so nothing stands between a panicking owner and
 * the clinic to call. Analytics stay off until consent anyway.
 */
export default async function SiteLayout({ children }: LayoutProps<"/[locale]">) {
  const [t, locale] = await Promise.all([getTranslations("CookieBanner"), getLocale()]);
  return (
    <>
      {children}
      <CookieBanner
        labels={{
          title: t("title"),
          text: t("text"),
          privacyLink: t("privacyLink"),
          privacyHref: localizedPath(toLocale(locale), "/privacy"),
          close: t("close"),
          decline: t("decline"),
          accept: t("accept"),
        }}
      />
    </>
  );
}
