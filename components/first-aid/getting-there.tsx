import { getLocale, getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { phoneIcon } from "@/components/ui/icons/phone";
import { Button } from "@/components/ui/button";
import { firstAidContent } from "@/lib/first-aid";
import { SOURCES } from "@/lib/first-aid/sources";
import type { TravelNote } from "@/lib/first-aid/schema";
import { SourceList } from "./first-aid-card";

/** An SPCA centre among these clinics: its hotline is the way in out of hours. */
export function hasSpcaCentre(clinics: readonly { name: string }[]): boolean {
  return clinics.some((clinic) => /\bSPCA\b/i.test(clinic.name));
}

/** The sourced transport note's points and sources (taxi yes, buses and the MTR no): here and on a first-aid page. */
export function TravelPoints({ travel }: { travel: TravelNote }) {
  return (
    <>
      <ul className="list-disc pl-5">
        {travel.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <SourceList sources={travel.sources} />
    </>
  );
}

/**
 * Getting there: the sourced transport note (taxi yes, buses and the MTR no)
 * as a native <details>. Server-rendered, no client JavaScript.
 */
export async function GettingThere() {
  const [t, locale] = await Promise.all([getTranslations("GettingThere"), getLocale()]);
  const { travel } = firstAidContent(locale);
  return (
    <details className="rounded-lg border bg-card p-3 text-sm" data-getting-there>
      <summary className="cursor-pointer text-base font-semibold">
        <h2 className="inline">{t("title")}</h2>
      </summary>
      <div className="mt-2 flex flex-col gap-2">
        <TravelPoints travel={travel} />
      </div>
    </details>
  );
}

/**
 * The SPCA's hotline, for an owner the page points to an SPCA centre: shown
 * below the hospitals, never above them, and with a plain (not emergency-red)
 * Call, so it does not compete with the hospital to call.
 */
export async function SpcaNote() {
  const t = await getTranslations("Spca");
  return (
    <section
      aria-labelledby="spca-title"
      className="flex flex-col gap-2 rounded-lg border-2 border-amber-400 bg-amber-50 p-3 text-sm"
      data-spca
    >
      <h2 id="spca-title" className="text-base font-bold">
        {t("title")}
      </h2>
      <p>{t("text")}</p>
      <Button asChild size="lg" variant="outline" className="self-start">
        <a href="tel:+85227111000">
          <Icon node={phoneIcon} />
          {t("call")}
        </a>
      </Button>
      <SourceList sources={[SOURCES.spcaEmergencies, SOURCES.spcaHotline]} />
    </section>
  );
}
