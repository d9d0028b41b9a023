import { useLocale, useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { mailIcon } from "@/components/ui/icons/mail";
import { messageCircleIcon } from "@/components/ui/icons/message-circle";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { CallButton } from "@/components/emergency/results/clinic-actions";
import { StateLine } from "@/components/request-state/state-line";
import { localizedName } from "@/lib/i18n/localized";
import { relativeAge, timeOfDay } from "@/lib/time/format";
import { toLocale } from "@/lib/i18n/locale";
import { translateKnown } from "@/lib/i18n/known-key";
import type { AlertFact } from "@/lib/request-state/facts";
import type { HospitalView } from "@/lib/request-state/view";

const STATUS_VARIANT: Record<string, "default" | "secondary" | "destructive" | "outline"> = {
  queued: "outline",
  sent: "secondary",
  delivered: "default",
  failed: "destructive",
};

const STAMPS = ["created", "sent", "delivered", "read", "failed"] as const;
const stampOf = (a: AlertFact, key: (typeof STAMPS)[number]) =>
  ({ created: a.createdAt, sent: a.sentAt, delivered: a.deliveredAt, read: a.readAt, failed: a.failedAt })[key];

/**
 * One hospital on the status page: its one state for the request (the same
 * line as on every other screen), then what each channel said of its alert,
 * with Hong Kong times and their age counted from `now`.
 */
export function HospitalCard({ hospital: h, now }: { hospital: HospitalView; now: string }) {
  const t = useTranslations("BroadcastStatus");
  const tErrors = useTranslations("StatusErrors");
  const tDelivery = useTranslations("Delivery");
  const locale = toLocale(useLocale());
  const name = h.clinic ? localizedName(h.clinic, locale) : t("unknownClinic");
  const at = (iso: string) => (
    <>
      <time dateTime={iso}>{timeOfDay(new Date(iso), new Date(now), locale)}</time> · {relativeAge(new Date(iso), new Date(now), locale)}
    </>
  );
  return (
    <Card className="gap-2 p-4" data-status-clinic={h.clinicId}>
      <h3 className="font-semibold">{name}</h3>
      <StateLine hospital={h} now={now} />
      <ul className="flex flex-col gap-3">
        {(h.alerts ?? []).map((a) => (
          <li key={a.id} className="flex items-start gap-3" data-alert-channel={a.channel}>
            <Icon
              node={a.channel === "email" ? mailIcon : messageCircleIcon}
              className="mt-1 size-5 shrink-0"
              label={t(`channel_${a.channel}`)}
            />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <p className="text-sm break-all text-muted-foreground">{a.recipient}</p>
              {/* A status with no word of ours is shown as stored, never hidden. */}
              <Badge className="w-fit" variant={STATUS_VARIANT[a.status] ?? "outline"}>
                {translateKnown(t, `status_${a.status}`, a.status)}
              </Badge>
              <ul className="text-xs text-muted-foreground">
                {STAMPS.map((key) => {
                  const iso = stampOf(a, key);
                  return (
                    iso && (
                      <li key={key}>
                        {t(`stamp_${key}`)} {at(iso)}
                      </li>
                    )
                  );
                })}
                {a.retryCount > 0 && <li>{t("retries", { count: a.retryCount })}</li>}
              </ul>
              {/* A sentence the owner can act on; the provider's own words are for admins. */}
              {a.errorCode && <p className="text-sm text-destructive">{tErrors(a.errorCode)}</p>}
              {a.errorDetail && <p className="text-xs break-all text-muted-foreground">{t("errorDetail", { message: a.errorDetail })}</p>}
            </div>
          </li>
        ))}
      </ul>
      {h.state === "failed" && h.clinic && (
        <CallButton phone={h.clinic.phone} label={tDelivery("call")} ariaLabel={tDelivery("callLabel", { name })} size="sm" />
      )}
    </Card>
  );
}
