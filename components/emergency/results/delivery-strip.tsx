"use client";

import { useFormatter, useLocale, useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { rotateCwIcon } from "@/components/ui/icons/rotate-cw";
import { LocaleLink as Link } from "@/components/layout/locale-link";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CallButton } from "./clinic-actions";
import type { ClinicDelivery, summarizeDelivery } from "@/lib/broadcast/delivery";
import { localizedName } from "@/lib/i18n/localized";

type Summary = ReturnType<typeof summarizeDelivery>;

/**
 * What happened to the owner's alert, from the messages table (polled): how
 * many clinics a channel reached, how many are still sending, which could not
 * be reached (with Call, and a retry for just those), and every answer.
 */
export function DeliveryStrip({
  requestId,
  summary,
  now,
  retrying,
  onRetry,
}: {
  requestId: string;
  summary: Summary;
  now: string;
  retrying: boolean;
  onRetry: (clinicIds: string[]) => void;
}) {
  const t = useTranslations("Delivery");
  const tErrors = useTranslations("StatusErrors");
  const format = useFormatter();
  const locale = useLocale();
  const name = (c: ClinicDelivery) =>
    c.clinicName ? localizedName({ name: c.clinicName, nameZh: c.clinicNameZh }, locale) : t("unknownClinic");
  const answered = summary.clinics.filter((c) => c.response);
  const failed = summary.clinics.filter((c) => c.state === "failed");
  return (
    <Card className="gap-3 p-4" aria-labelledby="delivery-title">
      <h2 id="delivery-title" className="font-bold">
        {t("title")}
      </h2>
      <p role="status" aria-live="polite" className="text-sm" data-testid="delivery-counts">
        {t("counts", { reached: summary.reached, sending: summary.sending, failed: summary.failed })}
      </p>
      {summary.reached === 0 && summary.sending > 0 && <p className="text-sm text-muted-foreground">{t("notYet")}</p>}

      {answered.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={t("answersLabel")}>
          {answered.map((c) => (
            <li key={c.clinicId} className="flex items-center justify-between gap-2 rounded-lg border p-2" data-response={c.response}>
              <span className="text-sm">
                {t(`response_${c.response!}`, { name: name(c), ago: format.relativeTime(new Date(c.responseAt!), new Date(now)) })}
              </span>
              {c.clinicPhone && c.response !== "declined" && (
                <CallButton phone={c.clinicPhone} label={t("call")} ariaLabel={t("callLabel", { name: name(c) })} size="sm" />
              )}
            </li>
          ))}
        </ul>
      )}

      {failed.length > 0 && (
        <div className="flex flex-col gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3">
          <p className="text-sm font-semibold">{t("failedIntro", { count: failed.length })}</p>
          <ul className="flex flex-col gap-2" aria-label={t("failedLabel")}>
            {failed.map((c) => (
              <li key={c.clinicId} className="flex items-center justify-between gap-2" data-failed-clinic={c.clinicId}>
                <span className="min-w-0 text-sm">
                  <span className="font-medium">{name(c)}</span>
                  {c.errorCode && <span className="block text-xs text-muted-foreground">{tErrors(c.errorCode)}</span>}
                </span>
                {c.clinicPhone && (
                  <CallButton phone={c.clinicPhone} label={t("call")} ariaLabel={t("callLabel", { name: name(c) })} size="sm" />
                )}
              </li>
            ))}
          </ul>
          <Button
            variant="outline"
            size="sm"
            className="self-start noscript:hidden"
            disabled={retrying}
            onClick={() => onRetry(failed.map((c) => c.clinicId))}
          >
            <Icon node={rotateCwIcon} />
            {retrying ? t("retrying") : t("retry", { count: failed.length })}
          </Button>
        </div>
      )}

      <Link href={`/emergency-results/${requestId}/messages`} className="text-sm underline underline-offset-4">
        {t("details")}
      </Link>
    </Card>
  );
}
