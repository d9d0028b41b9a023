import { getLocale, getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { phoneIcon } from "@/components/ui/icons/phone";
import { Button } from "@/components/ui/button";
import { firstAidContent } from "@/lib/first-aid";
import { SOURCES } from "@/lib/first-aid/sources";
import { SourceList } from "./first-aid-card";

/** An SPCA centre among the results: its hotline is the way in out of hours (issue 19). */
export function hasSpcaCentre(clinics: readonly { name: string }[]): boolean {
  return clinics.some((clinic) => /\bSPCA\b/i.test(clinic.name));
}

/**
 * Getting there (issue 19): the sourced transport note (taxi yes, buses and the
 * MTR no) as a native <details>, and the SPCA hotline card when an SPCA centre
 * is among the results. Server-rendered, no client JavaScript.
 */
export async function GettingThere({ showSpca }: { showSpca: boolean }) {
  const [t, tSpca, locale] = await Promise.all([getTranslations("GettingThere"), getTranslations("Spca"), getLocale()]);
  const { travel } = firstAidContent(locale);
  return (
    <>
      {showSpca && (
        <section
          aria-labelledby="spca-title"
          className="flex flex-col gap-2 rounded-lg border-2 border-amber-400 bg-amber-50 p-3 text-sm"
          data-spca
        >
          <h2 id="spca-title" className="text-base font-bold">
            {tSpca("title")}
          </h2>
          <p>{tSpca("text")}</p>
          <Button asChild size="lg" className="self-start">
            <a href="tel:+85227111000">
              <Icon node={phoneIcon} />
              {tSpca("call")}
            </a>
          </Button>
          <SourceList sources={[SOURCES.spcaEmergencies, SOURCES.spcaHotline]} />
        </section>
      )}
      <details className="rounded-lg border bg-card p-3 text-sm" data-getting-there>
        <summary className="cursor-pointer text-base font-semibold">
          <h2 className="inline">{t("title")}</h2>
        </summary>
        <div className="mt-2 flex flex-col gap-2">
          <ul className="list-disc pl-5">
            {travel.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <SourceList sources={travel.sources} />
        </div>
      </details>
    </>
  );
}
