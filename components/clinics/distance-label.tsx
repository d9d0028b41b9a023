import { useFormatter, useLocale, useTranslations } from "next-intl";
import type { LatLng } from "@/lib/geo/distance";
import { crossingTo } from "@/lib/geo/islands";
import { localized } from "@/lib/i18n/localized";

type Placed = {
  distanceKm: number | null;
  coordPrecision: string | null;
  areaName: string | null;
  areaNameZh: string | null;
  latitude?: number | null;
  longitude?: number | null;
};

/** Where distances are measured from; `approximate` for a district or area centre, or a look-alike address. */
export type DistanceOrigin = LatLng & { approximate: boolean };

/**
 * How far the clinic is: "1.2 km" for a clinic with its own point, "about
 * 1.2 km" when the owner's point is only approximate; for one
 * placed at its area's centre, where it is ("in Mong Kok") instead of a
 * distance that would be made up. Across water, the ferry's pier
 * follows ("by ferry from Yung Shue Wan Ferry Pier"). Nothing without a distance.
 */
export function DistanceLabel({ clinic, from }: { clinic: Placed; from?: DistanceOrigin | null }) {
  const t = useTranslations("Distance");
  const format = useFormatter();
  const locale = useLocale();
  if (clinic.distanceKm === null) return null;
  const ferry = crossingTo(from, clinic);
  const ferryText =
    ferry && t(ferry.direction === "from" ? "ferryFrom" : "ferryTo", { pier: localized(locale, ferry.pier.nameEn, ferry.pier.nameZh) });
  let where;
  if (clinic.coordPrecision === "area") {
    const area = clinic.areaName && localized(locale, clinic.areaName, clinic.areaNameZh);
    where = area ? <span data-area={area}>{t("inArea", { area })}</span> : null;
  } else {
    const km = format.number(clinic.distanceKm, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    where = (
      <span data-distance={clinic.distanceKm} data-approximate={from?.approximate ? "" : undefined}>
        {t(from?.approximate ? "kmApprox" : "km", { km })}
      </span>
    );
  }
  if (!ferryText) return where;
  return (
    <>
      {where} <span data-ferry={ferry.pier.nameEn}>{ferryText}</span>
    </>
  );
}
