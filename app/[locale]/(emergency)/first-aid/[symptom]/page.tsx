import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LOCALES, toLocale } from "@/lib/i18n/locale";
import { FirstAidPage } from "@/components/first-aid/first-aid-page";
import { SYMPTOM_KEYS } from "@/lib/emergency/symptoms";
import { firstAidContent, isSymptomKey } from "@/lib/first-aid";
import { alternatesFor } from "@/lib/i18n/metadata";

// Public and the same for everyone: built once, kept by the service worker for offline use.
export const dynamicParams = false;
export function generateStaticParams() {
  return LOCALES.flatMap((locale) => SYMPTOM_KEYS.map((symptom) => ({ locale, symptom })));
}

export async function generateMetadata({ params }: PageProps<"/[locale]/first-aid/[symptom]">): Promise<Metadata> {
  const { locale: localeParam, symptom } = await params;
  const locale = toLocale(localeParam);
  if (!isSymptomKey(symptom)) return {};
  const t = await getTranslations({ locale, namespace: "FirstAid" });
  return {
    title: t("pageTitle", { title: firstAidContent(locale).cards[symptom].title }),
    alternates: alternatesFor(locale, `/first-aid/${symptom}`),
  };
}

/** One symptom's first-aid card on its own small page, kept offline for the way to the vet, as written (dogs, cats, any pet). */
export default async function FirstAidSymptomPage({ params }: PageProps<"/[locale]/first-aid/[symptom]">) {
  const { locale: localeParam, symptom } = await params;
  const locale = toLocale(localeParam);
  if (!isSymptomKey(symptom)) notFound();
  setRequestLocale(locale);
  return <FirstAidPage locale={locale} symptom={symptom} />;
}
