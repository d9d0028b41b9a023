import type { ReactNode } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { mapPinIcon } from "@/components/ui/icons/map-pin";
import { Card } from "@/components/ui/card";
import type { DistanceOrigin } from "@/components/clinics/distance-label";
import { WhereAndOpen } from "@/components/clinics/where-and-open";
import { directionsHref } from "@/lib/clinics/contact-links";
import type { PhoneScript } from "@/lib/emergency/phone-script";
import { CallButton, OutLinkButton } from "./clinic-actions";
import { TravelAids } from "./travel-aids";
import type { ClinicResult } from "@/lib/clinics/search";
import type { FirstPick } from "@/lib/clinics/ranking";
import { localizedName } from "@/lib/i18n/localized";

/**
 * The first thing on the results page, so a panicking owner needs no scrolling: the one clinic to call now,
 * headed by why it is first (the one rule's reason: accepted your alert, sees
 * your rabbit at night, nearest open 24-hour hospital…), with Call and
 * Directions, server-rendered so it paints without JavaScript.
 */
export async function BestClinic({
  pick: { clinic, reason, species },
  now,
  phoneScript,
  origin,
  profile,
  askSpecies = false,
}: {
  pick: FirstPick<ClinicResult>;
  now: string;
  phoneScript: PhoneScript;
  origin: DistanceOrigin | null;
  /** Its profile facts for this owner (components/clinics/profile-facts.tsx). */
  profile?: ReactNode;
  /** Not known to see the pet's species: "What to say" opens with the question. */
  askSpecies?: boolean;
}) {
  const [t, tPick, locale] = await Promise.all([getTranslations("Results"), getTranslations("FirstPick"), getLocale()]);
  const name = localizedName(clinic, locale);
  return (
    <Card
      className="gap-3 border-2 border-primary p-4"
      aria-labelledby="best-clinic-name"
      data-best-clinic={clinic.id}
      data-tap-clinic={clinic.id}
    >
      <p className="text-sm font-semibold text-primary" data-first-pick-reason={reason}>
        {tPick(reason, { species: species ?? "other" })}
      </p>
      <div className="flex flex-col gap-1">
        <h2 id="best-clinic-name" className="text-xl leading-tight font-bold">
          {name}
        </h2>
        <WhereAndOpen clinic={clinic} from={origin} now={now} />
        {profile}
      </div>
      <div className="grid grid-cols-[2fr_1fr] gap-2">
        <CallButton phone={clinic.phone} label={t("call")} ariaLabel={t("callLabel", { name })} size="xl" />
        <OutLinkButton
          href={directionsHref(clinic, locale)}
          icon={<Icon node={mapPinIcon} />}
          label={t("directions")}
          ariaLabel={t("directionsLabel", { name })}
          size="xl"
          tap="directions"
        />
      </div>
      <TravelAids clinic={clinic} name={name} script={phoneScript} origin={origin} askSpecies={askSpecies} />
    </Card>
  );
}
