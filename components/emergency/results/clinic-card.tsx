import type { ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { AvailabilityLine } from "@/components/clinics/availability-line";
import { DistanceLabel, type DistanceOrigin } from "@/components/clinics/distance-label";
import { OpenStatusLine } from "@/components/clinics/open-status-line";
import type { SevereWeather } from "@/lib/clinics/severe-weather";
import { mapsHref, whatsappUrl } from "@/lib/clinics/contact-links";
import type { PhoneScript } from "@/lib/emergency/phone-script";
import { CallButton, OutLinkButton } from "./clinic-actions";
import { TravelAids } from "./travel-aids";
import { localizedAddress, localizedName } from "@/lib/i18n/localized";
import { Icon } from "@/components/ui/icon";
import { mapIcon } from "@/components/ui/icons/map";
import { messageCircleIcon } from "@/components/ui/icons/message-circle";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { mayBePriority } from "@/lib/clinics/ranking";
import type { ClinicResult } from "@/lib/clinics/search";
import { phoneDigits } from "@/lib/phone-format";
import { ComingSlot, type CardRequestState } from "@/components/emergency/coming/coming-slot";
import { LiveStateLine } from "@/components/request-state/live-state-line";
import { PriorityBadge } from "./priority-badge";
import { SelectClinic } from "./select-clinic";

export function isReachable(clinic: Pick<ClinicResult, "whatsapp" | "hasEmail">) {
  return Boolean(clinic.whatsapp) || clinic.hasEmail;
}

/**
 * One clinic of the results list, rendered on the server with no state of
 * its own (a phone hydrates a long list slowly). Its client leaves: the select box, the priority badge
 * (the list decides which three, after the owner's filters), "What to say",
 * the taxi card, its state for this request (lib/request-state, moved on by
 * the page's poll) and "Tell them I'm coming". A priority card's border follows
 * the list item's data-priority (results-view.tsx).
 */
export function ClinicCard({
  clinic,
  accepted,
  whatsappText,
  now,
  closedBy,
  phoneScript,
  origin,
  askSpecies = false,
  profile = null,
  request,
}: {
  clinic: ClinicResult;
  accepted: boolean;
  whatsappText: string;
  now: string;
  /** The severe warning in force during which this clinic said it closes. */
  closedBy: SevereWeather | null;
  /** "What to say"; the card adds its distance. */
  phoneScript: PhoneScript;
  /** The request's point: approximate ones say "about", islands name the ferry. */
  origin?: DistanceOrigin | null;
  /** Not known to see the pet's species: the script opens with the question. */
  askSpecies?: boolean;
  /** The profile's facts for this owner, rendered on the server (components/clinics/profile-facts.tsx). */
  profile?: ReactNode;
  /** Its state for this request (a Decline is said here, and the list puts it last) and "Tell them I'm coming". */
  request?: CardRequestState;
}) {
  const t = useTranslations("Results");
  const locale = useLocale();
  const name = localizedName(clinic, locale);
  const address = localizedAddress(clinic, locale);
  return (
    <Card
      data-clinic-card={clinic.id}
      data-tap-clinic={clinic.id}
      className={
        accepted ? "gap-3 border-2 border-green-600 p-4" : "gap-3 p-4 group-data-[priority]:border-2 group-data-[priority]:border-primary"
      }
    >
      <div className="flex items-start gap-3">
        {isReachable(clinic) && <SelectClinic clinicId={clinic.id} label={t("selectClinic", { name })} />}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          {accepted && <Badge className="w-fit bg-green-700 text-white">{t("acceptedBadge")}</Badge>}
          {mayBePriority(clinic) && <PriorityBadge clinicId={clinic.id} label={t("priority")} />}
          <h3 className="text-lg leading-tight font-semibold">{name}</h3>
          {request && <LiveStateLine requestId={request.requestId} clinicId={clinic.id} initial={request.hospital} now={request.now} />}
          <p className="text-sm text-muted-foreground">{address}</p>
          <OpenStatusLine status={clinic.openStatus} />
          <AvailabilityLine claim={clinic.availability} now={now} />
          {profile}
          {closedBy && (
            <p className="text-sm font-semibold text-destructive" data-weather-closed={closedBy.kind}>
              {t(closedBy.kind === "typhoon" ? "likelyClosedTyphoon" : "likelyClosedBlackRain", {
                signal: closedBy.kind === "typhoon" ? closedBy.signal : 0,
              })}
            </p>
          )}
          <ul className="flex flex-wrap gap-1.5 pt-1" aria-label={name}>
            {clinic.is24Hour && (
              <li>
                <Badge variant="secondary">{t("badge24h")}</Badge>
              </li>
            )}
            {clinic.isSupportHospital && (
              <li>
                <Badge variant="secondary">{t("partner")}</Badge>
              </li>
            )}
            {clinic.distanceKm !== null && (
              <li>
                <Badge variant="outline">
                  <DistanceLabel clinic={clinic} from={origin} />
                </Badge>
              </li>
            )}
            {clinic.whatsapp && (
              <li>
                <Badge variant="outline">{t("whatsappBadge")}</Badge>
              </li>
            )}
          </ul>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 [&>*]:min-w-[6.5rem] [&>*]:flex-1">
        <CallButton phone={clinic.phone} label={t("call")} ariaLabel={t("callLabel", { name })} size="lg" />
        {clinic.whatsapp && (
          <OutLinkButton
            href={`${whatsappUrl(phoneDigits(clinic.whatsapp))}?text=${encodeURIComponent(whatsappText)}`}
            icon={<Icon node={messageCircleIcon} />}
            label={t("whatsapp")}
            ariaLabel={t("whatsappLabel", { name })}
            size="lg"
          />
        )}
        {clinic.latitude !== null && clinic.longitude !== null && (
          <OutLinkButton
            href={mapsHref(clinic, locale)}
            icon={<Icon node={mapIcon} />}
            label={t("maps")}
            ariaLabel={t("mapsLabel", { name })}
            size="lg"
            tap="directions"
          />
        )}
      </div>
      {request && <ComingSlot request={request} clinicId={clinic.id} distanceKm={clinic.distanceKm} />}
      <TravelAids clinic={clinic} name={name} script={phoneScript} origin={origin} askSpecies={askSpecies} />
    </Card>
  );
}
