import { useTranslations } from "next-intl";
import type { RequestSummary } from "@/lib/request-state/derive";

const COUNTS = ["asked", "sending", "sent", "received", "failed", "yes", "no", "coming", "arrived", "noShow"] as const;

/**
 * A request's numbers, all of hospitals (lib/request-state summarizeRequest):
 * the same tiles on the results page, the status page, the clinic dashboard
 * and the demo inbox. A count of none is left out, except how many were asked.
 * `compact`: one line of text (a dashboard card's), the same numbers.
 */
export function StateSummary({ summary, compact = false }: { summary: RequestSummary; compact?: boolean }) {
  const t = useTranslations("RequestSummary");
  return (
    <dl
      aria-label={t("label")}
      className={compact ? "flex flex-wrap gap-x-3 gap-y-1 text-sm" : "grid grid-cols-3 gap-2"}
      data-testid="alert-summary"
    >
      {COUNTS.filter((key) => key === "asked" || summary[key] > 0).map((key) => (
        <div key={key} className={compact ? "flex gap-1" : "flex flex-col-reverse items-center rounded-lg border p-2 text-center"}>
          <dt className={compact ? "text-muted-foreground" : "text-xs text-muted-foreground"}>{t(key)}</dt>
          <dd className={compact ? "font-semibold" : "text-xl font-bold"} data-testid={`summary-${key}`}>
            {summary[key]}
          </dd>
        </div>
      ))}
    </dl>
  );
}
