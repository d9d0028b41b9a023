import { useFormatter, useLocale, useTranslations } from "next-intl";
import { localized } from "@/lib/i18n/localized";

type Placed = { distanceKm: number | null; coordPrecision: string | null; areaName: string | null; areaNameZh: string | null };

/**
 * How far the clinic is: "1.2 km" for a clinic with its own point; for one
 * placed at its area's centre, where it is ("in Mong Kok") instead of a
 * distance that would be made up (issue 16). Nothing without a distance.
 */
export function DistanceLabel({ clinic }: { clinic: Placed }) {
  const t = useTranslations("Distance");
  const format = useFormatter();
  const locale = useLocale();
  if (clinic.distanceKm === null) return null;
  if (clinic.coordPrecision === "area") {
    const area = clinic.areaName && localized(locale, clinic.areaName, clinic.areaNameZh);
    return area ? <span data-area={area}>{t("inArea", { area })}</span> : null;
  }
  return (
    <span data-distance={clinic.distanceKm}>
      {t("km", { km: format.number(clinic.distanceKm, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) })}
    </span>
  );
}
