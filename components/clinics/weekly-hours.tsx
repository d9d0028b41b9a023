import { useTranslations } from "next-intl";
import type { WeeklyHours } from "@/lib/clinics/hours";

/**
 * A clinic's structured week (lib/clinics/hours.ts, Monday first) in the page's language: "Mon
 * 09:00–19:00", "Sun Closed" (a day without hours in a week that has some is closed, as the open-now
 * rule reads it). Server-rendered: a Chinese page shows no English hours text.
 */
export function WeeklyHoursList({ hours }: { hours: WeeklyHours }) {
  const t = useTranslations("Hours");
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-3" data-weekly-hours>
      {hours.map((day, i) => (
        <div key={i} className="contents">
          <dt>{t("weekday", { day: String(i) })}</dt>
          <dd>{day === null ? t("closed") : day === "24h" ? t("open24h") : day.map(([from, to]) => `${from}–${to}`).join(", ")}</dd>
        </div>
      ))}
    </dl>
  );
}
