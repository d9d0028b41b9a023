"use client";

import { useLocale, useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { wifiOffIcon } from "@/components/ui/icons/wifi-off";
import { DistanceLabel } from "@/components/clinics/distance-label";
import type { LatLng } from "@/lib/geo/distance";
import { localizedName } from "@/lib/i18n/localized";
import type { NearbyHospital } from "@/lib/offline/hospitals";
import { CallButton } from "./call-button";

export function OfflineHospital({
  hospitals,
  from,
  headingRef,
}: {
  hospitals: NearbyHospital[] | null;
  /** The GPS point (offline there is no district look-up): exact. */
  from: LatLng | null;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const t = useTranslations("CallNearest");
  const locale = useLocale();
  const note = !hospitals?.length ? "offlineUnavailable" : from ? "offline" : "offlineNoLocation";
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-start gap-2 text-sm font-medium">
        <Icon node={wifiOffIcon} className="size-5 shrink-0" />
        {t(note)}
      </p>
      {hospitals?.map((h, i) => {
        const name = localizedName(h, locale);
        return (
          <div key={h.id} className="flex flex-col gap-2" data-clinic-id={h.id}>
            <h2 ref={i === 0 ? headingRef : undefined} tabIndex={-1} className="text-xl leading-tight font-bold outline-none">
              {name}
            </h2>
            {h.distanceKm !== null && (
              <p className="text-sm text-muted-foreground">
                <DistanceLabel
                  clinic={{ ...h, coordPrecision: null, areaName: null, areaNameZh: null }}
                  from={from && { ...from, approximate: false }}
                />
              </p>
            )}
            <CallButton name={name} phone={h.phone} />
          </div>
        );
      })}
    </div>
  );
}
