import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { arrowLeftIcon } from "@/components/ui/icons/arrow-left";
import { LocaleAnchor as Link } from "@/components/layout/locale-anchor";
import { FirstAidCardBody } from "@/components/first-aid/first-aid-card";
import { TravelPoints } from "@/components/first-aid/getting-there";
import { Disclaimer } from "@/components/layout/disclaimer";
import { Button } from "@/components/ui/button";
import type { SymptomKey } from "@/lib/emergency/symptoms";
import { firstAidCards, firstAidContent } from "@/lib/first-aid";
import type { Locale } from "@/lib/i18n/locale";

/**
 * One symptom's first-aid card on its own small page: no header, no
 * scripts needed, opens offline. `species`: the card's version for a pet that
 * is not a dog or cat, as lib/first-aid/species.ts words it.
 */
export async function FirstAidPage({ locale, symptom, species = null }: { locale: Locale; symptom: SymptomKey; species?: string | null }) {
  const t = await getTranslations("FirstAid");
  const content = firstAidContent(locale);
  const [{ card }] = firstAidCards([symptom], locale, species);
  return (
    <main id="main" className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-4">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link href="/emergency">
          <Icon node={arrowLeftIcon} />
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
        <TravelPoints travel={content.travel} />
      </section>
    </main>
  );
}
