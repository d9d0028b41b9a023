"use client";

import { useLocale, useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { navigationIcon } from "@/components/ui/icons/navigation";
import { Card } from "@/components/ui/card";
import { CallButton, OutLinkButton } from "@/components/emergency/results/clinic-actions";
import { directionsHref } from "@/lib/clinics/contact-links";
import { relativeAge } from "@/lib/time/format";
import { toLocale } from "@/lib/i18n/locale";
import { localizedName } from "@/lib/i18n/localized";
import { NO_DISTANCE_ETA, type EtaMinutes } from "@/lib/arrivals/eta-choices";
import { mayTellComing, saidYes } from "@/lib/request-state/derive";
import type { HospitalView } from "@/lib/request-state/view";
import { LazyComingForm } from "@/components/emergency/coming/lazy-coming-form";

/** The hospitals that said yes, first on the status page: each with Call, Directions and "I'm coming". */
export function AnsweredClinics({
  hospitals,
  now,
  requestId,
  etas,
}: {
  hospitals: HospitalView[];
  now: string;
  requestId: string;
  /** Each alerted clinic's preselected arrival estimate (the server's taxi rule). */
  etas: Record<string, EtaMinutes>;
}) {
  const t = useTranslations("BroadcastStatus");
  const tDelivery = useTranslations("Delivery");
  const locale = toLocale(useLocale());
  const yes = hospitals.filter(saidYes);
  if (!yes.length) return null;
  return (
    <Card className="gap-3 border-2 border-green-700 bg-green-50 p-4" aria-labelledby="answered-title">
      <h2 id="answered-title" className="font-bold text-green-900">
        {t("answeredTitle")}
      </h2>
      <ul className="flex flex-col gap-3">
        {yes.map((h) => {
          const name = h.clinic ? localizedName(h.clinic, locale) : t("unknownClinic");
          const ago = relativeAge(new Date(h.answer!.at), new Date(now), locale);
          return (
            <li key={h.clinicId} className="flex flex-col gap-2" data-answered-clinic={h.clinicId} data-tap-clinic={h.clinicId}>
              <p>
                <span className="font-semibold">{name}</span>
                <span className="block text-sm">
                  {t(h.answer!.response === "accepted" ? "answered_accepted" : "answered_responded", { ago })}
                </span>
              </p>
              <div className="flex flex-wrap gap-2">
                {h.clinic && (
                  <CallButton phone={h.clinic.phone} label={tDelivery("call")} ariaLabel={tDelivery("callLabel", { name })} size="lg" />
                )}
                {h.clinic?.place && (
                  <OutLinkButton
                    href={directionsHref(h.clinic.place, locale)}
                    icon={<Icon node={navigationIcon} />}
                    label={t("directions")}
                    ariaLabel={t("directionsLabel", { name })}
                    size="lg"
                    tap="directions"
                  />
                )}
              </div>
              {(h.arrival || mayTellComing(h)) && (
                <LazyComingForm
                  requestId={requestId}
                  clinicId={h.clinicId}
                  suggested={etas[h.clinicId] ?? NO_DISTANCE_ETA}
                  initial={h.arrival}
                  expected={h.state === "expected"}
                />
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
