import { getTranslations } from "next-intl/server";
import type { ClinicRequestCounters } from "@/lib/clinics/requests";

const KEYS = ["today", "week", "month", "pending", "critical"] as const;

/** The dashboard's counters: today, this week, this month, pending and critical. */
export async function RequestCounters({ counters }: { counters: ClinicRequestCounters }) {
  const t = await getTranslations("Dashboard");
  return (
    <section aria-label={t("counters.label")} className="grid grid-cols-2 gap-2 sm:grid-cols-5">
      {KEYS.map((key) => (
        <div key={key} className="flex flex-col rounded-lg border p-3">
          <span className="text-xs text-muted-foreground">{t(`counters.${key}`)}</span>
          <span className="text-2xl font-bold tabular-nums" data-testid={`counter-${key}`}>
            {counters[key]}
          </span>
        </div>
      ))}
    </section>
  );
}
