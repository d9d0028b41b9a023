"use client";

import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { bellRingIcon } from "@/components/ui/icons/bell-ring";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { useAlertAlarm } from "@/components/dashboard/use-alert-alarm";

/**
 * The dashboard's alarm: a new alert for the clinic, even with the tab in the
 * background, rings (a generated tone, unless muted), flashes the tab's title
 * and shows a banner until someone acknowledges it. Browsers hold sound back
 * until a first tap: the bar says so and offers "Turn on sound".
 */
export function AlertAlarm({ clinicId }: { clinicId: string }) {
  const t = useTranslations("Dashboard.alarm");
  const { ringing, newCount, muted, sound, acknowledge, setMute, turnOnSound } = useAlertAlarm(clinicId, t("titleFlash"));
  return (
    <section aria-label={t("label")} className="flex flex-col gap-2" data-testid="alert-alarm" data-ringing={ringing}>
      {/* Announced as it appears; it stays until acknowledged. */}
      <div aria-live="assertive" role="alert">
        {ringing && (
          <div
            className="flex flex-wrap items-center gap-3 rounded-xl border-2 border-destructive bg-destructive/10 p-4"
            data-testid="alarm-banner"
          >
            <Icon node={bellRingIcon} className="size-6 text-destructive" />
            <p className="flex-1 font-semibold">{t("banner", { count: newCount })}</p>
            <Button variant="destructive" onClick={acknowledge}>
              {t("acknowledge")}
            </Button>
          </div>
        )}
      </div>
      {sound !== "none" && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <span className="inline-flex items-center gap-2">
            <Switch id="alarm-mute" checked={muted} onCheckedChange={setMute} />
            <label htmlFor="alarm-mute">{t("mute")}</label>
          </span>
          {sound === "blocked" && !muted && (
            <span className="inline-flex flex-wrap items-center gap-2" data-testid="sound-blocked">
              <span className="text-muted-foreground">{t("soundBlocked")}</span>
              <Button size="sm" variant="outline" onClick={() => void turnOnSound()}>
                {t("turnOnSound")}
              </Button>
            </span>
          )}
        </div>
      )}
    </section>
  );
}
