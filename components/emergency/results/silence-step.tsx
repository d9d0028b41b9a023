import type { ReactNode } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import { IntlIsland } from "@/components/layout/intl-island";
import { toLocale } from "@/lib/i18n/locale";
import { localizedName } from "@/lib/i18n/localized";
import type { SilenceStep as Step } from "@/lib/emergency/silence-step";
import { timeOfDay } from "@/lib/time/format";
import { AlertNextNearest } from "./alert-next-nearest";

/**
 * The next step when no hospital has said yes in time: says so plainly, with
 * when the alert went out (Hong Kong time); then the clinic to call
 * (`children`, the first pick); then "Alert the next nearest hospitals", or
 * why it cannot be offered. Server-rendered; only its button is client code.
 */
export async function SilenceStep({
  step,
  requestId,
  declined,
  now,
  children,
}: {
  step: Step;
  requestId: string;
  /** A hospital said no: "no hospital has said yes", not "none has answered". */
  declined: boolean;
  now: string;
  children: ReactNode;
}) {
  const [t, locale] = await Promise.all([getTranslations("Results.silence"), getLocale().then(toLocale)]);
  const { silence, next, refusal } = step;
  const names = next.map((c) => localizedName(c, locale)).join(locale === "zh-HK" ? "、" : ", ");
  return (
    <section className="flex flex-col gap-3" aria-labelledby="silence-title" data-silence-step>
      <div className="rounded-lg border-2 border-amber-500 bg-amber-50 p-3" role="status">
        <h2 id="silence-title" className="text-lg font-bold">
          {t(declined ? "titleDeclined" : "title", { minutes: silence.minutes })}
        </h2>
        <p className="text-sm">{t("text", { time: timeOfDay(new Date(silence.since), new Date(now), locale) })}</p>
      </div>
      {children}
      {next.length > 0 ? (
        <div className="flex flex-col gap-1" data-next-clinics={next.map((c) => c.id).join(" ")}>
          <IntlIsland namespaces={["Results", "Delivery"]}>
            <AlertNextNearest requestId={requestId} clinicIds={next.map((c) => c.id)} label={t("alertNext", { count: next.length })} />
          </IntlIsland>
          <p className="text-xs text-muted-foreground">{t("alertNextTo", { names })}</p>
        </div>
      ) : (
        refusal && (
          <p className="rounded-lg border p-3 text-sm" data-silence-refusal={refusal}>
            {t(refusal)}
          </p>
        )
      )}
    </section>
  );
}
