import { useLocale, useTranslations } from "next-intl";
import { bellRingIcon } from "@/components/ui/icons/bell-ring";
import { mailIcon } from "@/components/ui/icons/mail";
import { messageCircleIcon } from "@/components/ui/icons/message-circle";
import { Card } from "@/components/ui/card";
import { CallButton } from "@/components/emergency/results/clinic-actions";
import { StateLine } from "@/components/request-state/state-line";
import { localizedName } from "@/lib/i18n/localized";
import { toLocale } from "@/lib/i18n/locale";
import type { HospitalView } from "@/lib/request-state/view";
import { DeliveryItem } from "./delivery-item";

/**
 * One hospital on the status page: its one state for the request (the same
 * line as on every other screen), then what each channel said of its alert,
 * with Hong Kong times and their age counted from `now`, and each push to its
 * staff's devices (listed only when one was queued; never part of its state).
 */
export function HospitalCard({ hospital: h, now }: { hospital: HospitalView; now: string }) {
  const t = useTranslations("BroadcastStatus");
  const tDelivery = useTranslations("Delivery");
  const locale = toLocale(useLocale());
  const name = h.clinic ? localizedName(h.clinic, locale) : t("unknownClinic");
  return (
    <Card className="gap-2 p-4" data-status-clinic={h.clinicId}>
      <h3 className="font-semibold">{name}</h3>
      <StateLine hospital={h} now={now} />
      <ul className="flex flex-col gap-3">
        {(h.alerts ?? []).map((a) => (
          <DeliveryItem
            key={a.id}
            fact={a}
            icon={a.channel === "email" ? mailIcon : messageCircleIcon}
            label={t(`channel_${a.channel}`)}
            to={a.recipient}
            data={{ "data-alert-channel": a.channel }}
            now={now}
          />
        ))}
        {(h.pushes ?? []).map((p) => (
          <DeliveryItem
            key={p.id}
            fact={p}
            icon={bellRingIcon}
            label={t("channel_push")}
            to={t("pushTo", { kind: p.kind })}
            data={{ "data-push-kind": p.kind }}
            now={now}
            // The alert's own line says whether the hospital got the request; a device's failure does not.
            failureNote={t("pushFailed")}
          />
        ))}
      </ul>
      {h.state === "failed" && h.clinic && (
        <CallButton phone={h.clinic.phone} label={tDelivery("call")} ariaLabel={tDelivery("callLabel", { name })} size="sm" />
      )}
    </Card>
  );
}
