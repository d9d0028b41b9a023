import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import { phoneIcon } from "@/components/ui/icons/phone";
import { Button } from "@/components/ui/button";
import { telHref } from "@/lib/clinics/contact-links";
import type { ClinicResult } from "@/lib/clinics/search";
import type { PhoneScript } from "@/lib/emergency/phone-script";
import { crossingTo } from "@/lib/geo/islands";
import type { LatLng } from "@/lib/geo/distance";
import { localized } from "@/lib/i18n/localized";
import { PhoneScriptDetails } from "./phone-script";
import { TaxiCard } from "./taxi-card";
import { phoneScriptLabels, taxiLabels, taxiPlace } from "./travel-labels";

// What the best clinic and every clinic card (both server-rendered) offer
// alike: Call, links out (directions, maps, WhatsApp), and under the card what
// to say and the taxi card. No hooks here, so the async first pick uses them too.

type Size = "sm" | "lg" | "xl";

export function CallButton({ phone, label, ariaLabel, size }: { phone: string; label: string; ariaLabel: string; size: Size }) {
  return (
    <Button asChild size={size}>
      {/* data-tap: on a request's pages the owner's call is recorded (components/emergency/coming/contact-taps.tsx). */}
      <a href={telHref(phone)} aria-label={ariaLabel} data-tap="call">
        <Icon node={phoneIcon} />
        {label}
      </a>
    </Button>
  );
}

/** A link that opens another app or site (maps, WhatsApp) in a new tab, never with this page as its opener. */
export function OutLinkButton({
  href,
  icon,
  label,
  ariaLabel,
  size,
  tap,
}: {
  href: string;
  icon: ReactNode;
  label: string;
  ariaLabel: string;
  size: Size;
  /** "directions": recorded on a request's pages, like Call. */
  tap?: "directions";
}) {
  return (
    <Button asChild size={size} variant="outline">
      <a href={href} target="_blank" rel="noopener noreferrer" aria-label={ariaLabel} data-tap={tap}>
        {icon}
        {label}
      </a>
    </Button>
  );
}

type Translate = Parameters<typeof phoneScriptLabels>[0];

/**
 * "What to say" (with the clinic's distance) and the taxi card;
 * across water from `origin`, both name the ferry's pier instead of a taxi ride.
 */
export function TravelAids({
  clinic,
  name,
  script,
  tScript,
  tTaxi,
  origin,
  locale,
  askSpecies = false,
}: {
  clinic: ClinicResult;
  name: string;
  script: PhoneScript;
  tScript: Translate;
  tTaxi: Translate;
  /** Where the owner is: across water, the ferry. */
  origin: LatLng | null | undefined;
  locale: string;
  /** The script opens with the species question: the clinic is not known to see this pet. */
  askSpecies?: boolean;
}) {
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
