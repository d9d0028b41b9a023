"use client";

import { useLocale, useTranslations } from "next-intl";
import { AvailabilityLine } from "@/components/clinics/availability-line";
import { DistanceLabel } from "@/components/clinics/distance-label";
import { OpenStatusLine } from "@/components/clinics/open-status-line";
import type { NearestOpenFrom } from "@/lib/clinics/nearest-open";
import type { FirstPickReason } from "@/lib/clinics/ranking";
import type { ClinicResult } from "@/lib/clinics/search";
import { localizedName } from "@/lib/i18n/localized";
import { CallButton } from "./call-button";

export function FoundHospital({
  clinic,
  reason,
  from,
  now,
  place,
  headingRef,
}: {
  clinic: ClinicResult;
  /** Why this one (lib/clinics/ranking.ts): "nearest" only when it is. */
  reason: FirstPickReason | null;
  from: NearestOpenFrom;
  now: string;
  place: string | null;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const t = useTranslations("CallNearest");
  const tPick = useTranslations("FirstPick");
  const locale = useLocale();
  const name = localizedName(clinic, locale);
  return (
    <div className="flex flex-col gap-2" data-clinic-id={clinic.id}>
      {/* No pet on this path: the reason is never the species'. */}
      {reason && <p className="text-sm font-semibold text-destructive">{tPick(reason, { species: "other" })}</p>}
      <h2 ref={headingRef} tabIndex={-1} id="call-nearest-name" className="text-xl leading-tight font-bold outline-none">
        {name}
      </h2>
      <p className="text-sm text-muted-foreground">
        <DistanceLabel clinic={clinic} from={from} />
        {from.approximate && place && <span className="block">{t("fromPlace", { place })}</span>}
      </p>
      <OpenStatusLine status={clinic.openStatus} />
      <AvailabilityLine claim={clinic.availability} now={now} />
      <CallButton name={name} phone={clinic.phone} />
    </div>
  );
}
