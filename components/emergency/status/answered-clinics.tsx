"use client";

import { useLocale, useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { navigationIcon } from "@/components/ui/icons/navigation";
import { Card } from "@/components/ui/card";
import { CallButton, OutLinkButton } from "@/components/emergency/results/clinic-actions";
import type { ClinicDelivery } from "@/lib/broadcast/delivery";
import { directionsHref } from "@/lib/clinics/contact-links";
import { relativeAge } from "@/lib/i18n/format-time";
import { toLocale } from "@/lib/i18n/locale";
import { localizedName } from "@/lib/i18n/localized";
import type { ArrivalNoticeDto } from "@/lib/arrivals/queries";
import { NO_DISTANCE_ETA, type EtaMinutes } from "@/lib/arrivals/eta-choices";
import { LazyComingForm } from "@/components/emergency/coming/lazy-coming-form";

/** The clinics that said yes, first on the status page (issue 29): each with Call and Directions. */
export function AnsweredClinics({
  clinics,
  now,
  requestId,
  arrivals,
  etas,
}: {
  clinics: ClinicDelivery[];
  now: string;
  requestId: string;
  /** The request's "I'm coming" notices (issue 29). */
  arrivals: { notices: ArrivalNoticeDto[] };
  /** Each alerted clinic's preselected arrival estimate (the server's taxi rule). */
  etas: Record<string, EtaMinutes>;
}) {
  const t = useTranslations("BroadcastStatus");
  const tDelivery = useTranslations("Delivery");
  const locale = toLocale(useLocale());
  const yes = clinics.filter((c) => c.response === "accepted" || c.response === "responded");
  if (!yes.length) return null;
  return (
    <Card className="gap-3 border-2 border-green-700 bg-green-50 p-4" aria-labelledby="answered-title">
      <h2 id="answered-title" className="font-bold text-green-900">
        {t("answeredTitle")}
      </h2>
      <ul className="flex flex-col gap-3">
        {yes.map((c) => {
          const name = c.clinicName ? localizedName({ name: c.clinicName, nameZh: c.clinicNameZh }, locale) : t("unknownClinic");
          const ago = c.responseAt ? relativeAge(new Date(c.responseAt), new Date(now), locale) : "";
          return (
            <li key={c.clinicId} className="flex flex-col gap-2" data-answered-clinic={c.clinicId} data-tap-clinic={c.clinicId}>
              <p>
                <span className="font-semibold">{name}</span>
                <span className="block text-sm">{t(c.response === "accepted" ? "answered_accepted" : "answered_responded", { ago })}</span>
              </p>
              <div className="flex flex-wrap gap-2">
                {c.clinicPhone && (
                  <CallButton phone={c.clinicPhone} label={tDelivery("call")} ariaLabel={tDelivery("callLabel", { name })} size="lg" />
                )}
                {c.clinicPlace && (
                  <OutLinkButton
                    href={directionsHref(c.clinicPlace, locale)}
                    icon={<Icon node={navigationIcon} />}
                    label={t("directions")}
                    ariaLabel={t("directionsLabel", { name })}
                    size="lg"
                    tap="directions"
                  />
                )}
              </div>
              <LazyComingForm
                requestId={requestId}
                clinicId={c.clinicId}
                suggested={etas[c.clinicId] ?? NO_DISTANCE_ETA}
                initial={arrivals.notices.find((n) => n.clinicId === c.clinicId) ?? null}
              />
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
