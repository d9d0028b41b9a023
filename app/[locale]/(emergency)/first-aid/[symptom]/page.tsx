import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ArrowLeftIcon } from "lucide-react";
import { LocaleAnchor as Link } from "@/components/layout/locale-anchor";
import { LOCALES, toLocale } from "@/lib/i18n/locale";
import { FirstAidCardBody, SourceList } from "@/components/first-aid/first-aid-card";
import { Disclaimer } from "@/components/layout/disclaimer";
import { Button } from "@/components/ui/button";
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

/** One symptom's first-aid card on its own small page (issue 19): no header, no scripts needed, opens offline. */
export default async function FirstAidPage({ params }: PageProps<"/[locale]/first-aid/[symptom]">) {
  const { locale: localeParam, symptom } = await params;
  const locale = toLocale(localeParam);
  if (!isSymptomKey(symptom)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("FirstAid");
  const content = firstAidContent(locale);
  const card = content.cards[symptom];
  return (
    <main id="main" className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-4">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link href="/emergency">
          <ArrowLeftIcon aria-hidden="true" />
          {t("toWizard")}
        </Link>
      </Button>
      <p className="text-sm font-semibold text-primary">{t("title")}</p>
      <h1 className="text-2xl font-bold">{card.title}</h1>
      <FirstAidCardBody card={card} headingLevel={3} />
      <Disclaimer />
      <section aria-labelledby="travel-title" className="flex flex-col gap-2 rounded-lg border p-3 text-sm">
        <h2 id="travel-title" className="font-semibold">
          {content.travel.title}
        </h2>
        <ul className="list-disc pl-5">
          {content.travel.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <SourceList sources={content.travel.sources} />
      </section>
    </main>
  );
}
