import { useLocale, useTranslations } from "next-intl";
import type { ClinicResult } from "@/lib/clinics/search";
import type { PhoneScript } from "@/lib/emergency/phone-script";
import { crossingTo } from "@/lib/geo/islands";
import type { LatLng } from "@/lib/geo/distance";
import { localized } from "@/lib/i18n/localized";
import { PhoneScriptDetails } from "./phone-script";
import { TaxiCard } from "./taxi-card";
import { phoneScriptLabels, taxiLabels, taxiPlace } from "./travel-labels";

/**
 * "What to say" (with the clinic's distance) and the taxi card;
 * across water from `origin`, both name the ferry's pier instead of a taxi ride.
 */
export function TravelAids({
  clinic,
  name,
  script,
  origin,
  askSpecies = false,
}: {
  clinic: ClinicResult;
  name: string;
  script: PhoneScript;
  /** Where the owner is: across water, the ferry. */
  origin: LatLng | null | undefined;
  /** The script opens with the species question: the clinic is not known to see this pet. */
  askSpecies?: boolean;
}) {
  const tScript = useTranslations("PhoneScript");
  const tTaxi = useTranslations("Taxi");
  const locale = useLocale();
  const ferry = crossingTo(origin, clinic);
  const pier = ferry && { direction: ferry.direction, pier: localized(locale, ferry.pier.nameEn, ferry.pier.nameZh) };
  return (
    <>
      <PhoneScriptDetails
        script={script}
        distanceKm={clinic.distanceKm}
        ferry={ferry}
        labels={phoneScriptLabels(tScript, name)}
        ask={askSpecies}
      />
      <TaxiCard place={taxiPlace(clinic)} labels={taxiLabels(tTaxi, name, pier)} />
    </>
  );
}
