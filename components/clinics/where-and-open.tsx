import { useLocale } from "next-intl";
import type { ComponentProps } from "react";
import { AvailabilityLine } from "@/components/clinics/availability-line";
import { DistanceLabel, type DistanceOrigin } from "@/components/clinics/distance-label";
import { OpenStatusLine } from "@/components/clinics/open-status-line";
import type { AvailabilityClaim } from "@/lib/clinics/availability";
import type { OpenStatus } from "@/lib/clinics/open-status";
import { localizedAddress } from "@/lib/i18n/localized";

type Located = ComponentProps<typeof DistanceLabel>["clinic"] & {
  address: string;
  addressZh: string | null;
  openStatus: OpenStatus;
  availability: AvailabilityClaim;
};

/**
 * A clinic card's where and whether: "1.2 km · its address", open now or
 * when it opens, and what is known of its taking emergencies. `now`: the
 * time the page was rendered (the availability's age counts from it).
 */
export function WhereAndOpen({ clinic, from, now }: { clinic: Located; from?: DistanceOrigin | null; now: string }) {
  const locale = useLocale();
  return (
    <>
      <p className="text-sm text-muted-foreground">
        <DistanceLabel clinic={clinic} from={from} />
        {clinic.distanceKm !== null && " · "}
        {localizedAddress(clinic, locale)}
      </p>
      <OpenStatusLine status={clinic.openStatus} />
      <AvailabilityLine claim={clinic.availability} now={now} />
    </>
  );
}
