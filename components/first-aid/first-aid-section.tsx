import { getLocale, getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { externalLinkIcon } from "@/components/ui/icons/external-link";
import type { Locale } from "@/lib/i18n/locale";
import { Disclaimer } from "@/components/layout/disclaimer";
import { firstAidCards } from "@/lib/first-aid";
import { cardPath } from "@/lib/first-aid/species";
import { localizedPath } from "@/lib/i18n/metadata";
import { FirstAidCardBody } from "./first-aid-card";

/**
 * First aid for the request's symptoms, on the results and status
 * pages. No client JavaScript: each card is a native <details>, open when it is
 * the only one. Each links to its own page (/first-aid/<key>), which the service
 * worker keeps so the card still opens offline (public/sw.js).
 */
export async function FirstAidSection({ symptomKeys, species = null }: { symptomKeys: readonly string[]; species?: string | null }) {
  const [t, locale] = await Promise.all([getTranslations("FirstAid"), getLocale()]);
  // The pet's species: a rabbit's card says nothing about cats.
  const cards = firstAidCards(symptomKeys, locale, species);
  if (!cards.length) return null;
  const single = cards.length === 1;
  return (
    <section aria-labelledby="first-aid-title" className="flex flex-col gap-2" data-first-aid>
      <h2 id="first-aid-title" className="text-lg font-bold">
        {t("title")}
      </h2>
      {cards.map(({ key, card }) => (
        <details key={key} open={single} data-symptom={key} className="group rounded-lg border bg-card p-3">
          <summary className="cursor-pointer text-base font-semibold marker:text-primary">
            <h3 className="inline">{card.title}</h3>
          </summary>
          <div className="mt-2 flex flex-col gap-3">
            <FirstAidCardBody card={card} />
            {/* data-keep-offline: the page hands these links to the service worker (lib/offline/service-worker.ts).
                A plain link: a full page load, which the worker can answer offline. */}
            <a
              href={localizedPath(locale as Locale, cardPath(key, species))}
              data-keep-offline
              className="inline-flex items-center gap-1 text-sm underline underline-offset-4"
            >
              <Icon node={externalLinkIcon} className="size-4" />
              {t("openPage")}
            </a>
          </div>
        </details>
      ))}
      <Disclaimer />
    </section>
  );
}
