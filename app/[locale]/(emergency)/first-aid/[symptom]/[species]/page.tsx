import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LOCALES, toLocale } from "@/lib/i18n/locale";
import { FirstAidPage } from "@/components/first-aid/first-aid-page";
import { SYMPTOM_KEYS } from "@/lib/emergency/symptoms";
import { firstAidCards, isSymptomKey } from "@/lib/first-aid";
import { CARD_VERSIONS, isCardVersion } from "@/lib/first-aid/species";
import { alternatesFor } from "@/lib/i18n/metadata";

// A card for a pet that is not a dog or cat: /first-aid/not_eating/rabbit,
// …/neutral for any other pet. Static like the card's own page, and kept offline the same way.
export const dynamicParams = false;
export function generateStaticParams() {
  return LOCALES.flatMap((locale) => SYMPTOM_KEYS.flatMap((symptom) => CARD_VERSIONS.map((species) => ({ locale, symptom, species }))));
}

export async function generateMetadata({ params }: PageProps<"/[locale]/first-aid/[symptom]/[species]">): Promise<Metadata> {
  const { locale: localeParam, symptom, species } = await params;
  const locale = toLocale(localeParam);
  if (!isSymptomKey(symptom) || !isCardVersion(species)) return {};
  const t = await getTranslations({ locale, namespace: "FirstAid" });
  return {
    title: t("pageTitle", { title: firstAidCards([symptom], locale, species)[0].card.title }),
    alternates: alternatesFor(locale, `/first-aid/${symptom}/${species}`),
  };
}

export default async function FirstAidSpeciesPage({ params }: PageProps<"/[locale]/first-aid/[symptom]/[species]">) {
  const { locale: localeParam, symptom, species } = await params;
  const locale = toLocale(localeParam);
  if (!isSymptomKey(symptom) || !isCardVersion(species)) notFound();
  setRequestLocale(locale);
  return <FirstAidPage locale={locale} symptom={symptom} species={species} />;
}
