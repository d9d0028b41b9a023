"use client";

import { useLocale, useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { rotateCwIcon } from "@/components/ui/icons/rotate-cw";
import { LocaleLink as Link } from "@/components/layout/locale-link";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { StateSummary } from "@/components/request-state/state-summary";
import { CallButton } from "./clinic-actions";
import { relativeAge } from "@/lib/time/format";
import { toLocale } from "@/lib/i18n/locale";
import { localizedName } from "@/lib/i18n/localized";
import { couldNotReach, yesFirst } from "@/lib/request-state/derive";
import type { HospitalView, RequestStateView } from "@/lib/request-state/view";

/**
 * What happened to the owner's alert (lib/request-state, polled): the
 * request's summary in hospitals, every answer (its age counted from the same
 * clock as the cards'), and the hospitals that could not be reached, with
 * Call and a retry for just those.
 */
export function DeliveryStrip({
  requestId,
  state,
  retrying,
  onRetry,
}: {
  requestId: string;
  state: RequestStateView;
  retrying: boolean;
  onRetry: (clinicIds: string[]) => void;
}) {
  const t = useTranslations("Delivery");
  const tErrors = useTranslations("StatusErrors");
  const locale = toLocale(useLocale());
  const name = (h: HospitalView) => (h.clinic ? localizedName(h.clinic, locale) : t("unknownClinic"));
  const { summary, now } = state;
  const answered = yesFirst(state.hospitals.filter((h) => h.answer));
  const failed = state.hospitals.filter(couldNotReach);
  return (
    <Card className="gap-3 p-4" aria-labelledby="delivery-title">
      <h2 id="delivery-title" className="font-bold">
        {t("title")}
      </h2>
      <div role="status" aria-live="polite">
        <StateSummary summary={summary} />
      </div>
      {summary.sent === 0 && summary.sending > 0 && <p className="text-sm text-muted-foreground">{t("notYet")}</p>}

      {answered.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={t("answersLabel")}>
          {answered.map((h) => (
            <li
              key={h.clinicId}
              className="flex items-center justify-between gap-2 rounded-lg border p-2"
              data-response={h.answer!.response}
            >
              <span className="text-sm">
                {t(`response_${h.answer!.response}`, { name: name(h), ago: relativeAge(new Date(h.answer!.at), new Date(now), locale) })}
              </span>
              {h.clinic && h.answer!.response !== "declined" && (
                <CallButton phone={h.clinic.phone} label={t("call")} ariaLabel={t("callLabel", { name: name(h) })} size="sm" />
              )}
            </li>
          ))}
        </ul>
      )}

      {failed.length > 0 && (
        <div className="flex flex-col gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3">
          <p className="text-sm font-semibold">{t("failedIntro", { count: failed.length })}</p>
          <ul className="flex flex-col gap-2" aria-label={t("failedLabel")}>
            {failed.map((h) => (
              <li key={h.clinicId} className="flex items-center justify-between gap-2" data-failed-clinic={h.clinicId}>
                <span className="min-w-0 text-sm">
                  <span className="font-medium">{name(h)}</span>
                  {h.errorCode && <span className="block text-xs text-muted-foreground">{tErrors(h.errorCode)}</span>}
                </span>
                {h.clinic && (
                  <CallButton phone={h.clinic.phone} label={t("call")} ariaLabel={t("callLabel", { name: name(h) })} size="sm" />
                )}
              </li>
            ))}
          </ul>
          <Button
            variant="outline"
            size="sm"
            className="self-start noscript:hidden"
            disabled={retrying}
            onClick={() => onRetry(failed.map((h) => h.clinicId))}
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
