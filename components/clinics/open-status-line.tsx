import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { clockIcon } from "@/components/ui/icons/clock";
import type { OpenStatus } from "@/lib/clinics/open-status";

/**
 * "Open 24 hours", "Open now · until 19:00", "Closed · opens 09:00 tomorrow",
 * from the clinic's structured hours; nothing when its hours are not known.
 * Usable on the server and in client leaves alike.
 */
export function OpenStatusLine({ status }: { status: OpenStatus }) {
  const t = useTranslations("OpenStatus");
  if (status.state === "unknown") return null;
  const weekday = (day: number) => t("weekday", { day: String(day) });
  let text: string;
  if (status.state === "open24h") text = t("open24h");
  else if (status.state === "open") {
    const { time, dayOffset, weekday: day } = status.closes;
    text =
      dayOffset === 0
        ? t("openUntil", { time })
        : dayOffset === 1
          ? t("openUntilTomorrow", { time })
          : t("openUntilDay", { time, weekday: weekday(day) });
  } else if (!status.opens) text = t("closed");
  else {
    const { time, dayOffset, weekday: day } = status.opens;
    text =
      dayOffset === 0
        ? t("closedOpens", { time })
        : dayOffset === 1
          ? t("closedOpensTomorrow", { time })
          : t("closedOpensDay", { time, weekday: weekday(day) });
  }
  const open = status.state !== "closed";
  const notes = [status.lowConfidence ? t("lowConfidence") : null, status.holidayMayDiffer ? t("holidayMayDiffer") : null].filter(Boolean);
  return (
    <p className={`flex items-center gap-1.5 text-sm ${open ? "text-green-800" : "text-muted-foreground"}`} data-open-state={status.state}>
      <Icon node={clockIcon} className="size-4 shrink-0" />
      <span>
        {text}
        {notes.length > 0 && <span className="text-muted-foreground"> ({notes.join(" · ")})</span>}
      </span>
    </p>
  );
}
