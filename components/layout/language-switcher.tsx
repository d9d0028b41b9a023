import { getLocale, getTranslations } from "next-intl/server";
import { toLocale } from "@/lib/i18n/locale";
import { LanguageLinks } from "./language-links";

/** The language switcher: translated here on the server, so the browser gets only the links' small script. */
export async function LanguageSwitcher({ className }: { className?: string }) {
  const [t, current] = await Promise.all([getTranslations("LanguageSwitcher"), getLocale()]);
  return (
    <LanguageLinks current={toLocale(current)} label={t("label")} names={{ en: t("en"), "zh-HK": t("zh-HK") }} className={className} />
  );
}
