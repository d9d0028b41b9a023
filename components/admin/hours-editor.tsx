"use client";

import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { plusIcon } from "@/components/ui/icons/plus";
import { xIcon } from "@/components/ui/icons/x";
import { Button } from "@/components/ui/button";
import type { DayHours, WeeklyHours } from "@/lib/clinics/hours";

type Kind = "closed" | "24h" | "hours";
const kindOf = (day: DayHours): Kind => (day === "24h" ? "24h" : day && day.length ? "hours" : "closed");
const selectClass = "h-9 rounded-md border border-input bg-background px-2 text-sm";
const timeClass = "h-9 w-[6.5rem] rounded-md border border-input bg-background px-2 text-sm";

/**
 * One day's hours: closed, 24 hours, or one or more intervals (a closing time
 * before the opening time runs past midnight). Native inputs: light and
 * accessible on every phone.
 */
function DayRow({
  id,
  label,
  value,
  onChange,
  allowUnset,
}: {
  id: string;
  label: string;
  value: DayHours;
  onChange: (v: DayHours) => void;
  allowUnset?: boolean;
}) {
  const t = useTranslations("Hours");
  const kind = value === null && allowUnset ? "unset" : kindOf(value);
  const intervals = Array.isArray(value) ? value : [];
  const setInterval = (i: number, part: 0 | 1, time: string) =>
    onChange(intervals.map((iv, j) => (j === i ? ((part === 0 ? [time, iv[1]] : [iv[0], time]) as [string, string]) : iv)));
  return (
    <fieldset className="flex flex-wrap items-center gap-2 border-b py-2 last:border-0">
      <legend className="sr-only">{label}</legend>
      <span className="w-24 text-sm font-medium" aria-hidden="true">
        {label}
      </span>
      <select
        id={id}
        aria-label={t("dayKind", { day: label })}
        className={selectClass}
        value={kind}
        onChange={(e) => {
          const next = e.target.value;
          onChange(next === "unset" ? null : next === "24h" ? "24h" : next === "hours" ? [["09:00", "19:00"]] : allowUnset ? [] : null);
        }}
      >
        {allowUnset && <option value="unset">{t("notStated")}</option>}
        <option value="closed">{t("closed")}</option>
        <option value="24h">{t("open24h")}</option>
        <option value="hours">{t("hours")}</option>
      </select>
      {kind === "hours" &&
        intervals.map(([from, to], i) => (
          <span key={i} className="flex items-center gap-1">
            <TimeInput label={t("opens", { day: label, n: i + 1 })} value={from} onChange={(v) => setInterval(i, 0, v)} />
            <span aria-hidden="true">–</span>
            <TimeInput label={t("closes", { day: label, n: i + 1 })} value={to} onChange={(v) => setInterval(i, 1, v)} />
            {intervals.length > 1 && (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t("removeInterval", { day: label, n: i + 1 })}
                onClick={() => onChange(intervals.filter((_, j) => j !== i))}
              >
                <Icon node={xIcon} />
              </Button>
            )}
          </span>
        ))}
      {kind === "hours" && intervals.length < 4 && (
        <Button type="button" variant="ghost" size="sm" onClick={() => onChange([...intervals, ["14:00", "19:00"]])}>
          <Icon node={plusIcon} />
          {t("addInterval")}
        </Button>
      )}
    </fieldset>
  );
}

/** The weekly hours (Monday first) and the public-holiday hours of the clinic form: what "open now" is computed from. */
export function HoursEditor({
  weekly,
  holiday,
  onWeekly,
  onHoliday,
}: {
  weekly: WeeklyHours | null | undefined;
  holiday: DayHours | undefined;
  onWeekly: (v: WeeklyHours | null) => void;
  onHoliday: (v: DayHours) => void;
}) {
  const t = useTranslations("Hours");
  const days = weekly ?? [null, null, null, null, null, null, null];
  return (
    <div className="flex flex-col sm:col-span-2">
      <p className="text-sm font-medium">{t("title")}</p>
      <p className="text-xs text-muted-foreground">{t("hint")}</p>
      {days.map((day, i) => (
        <DayRow
          key={i}
          id={`hours-day-${i}`}
          label={t("weekday", { day: String(i) })}
          value={day}
          onChange={(v) => onWeekly(days.map((d, j) => (j === i ? v : d)) as WeeklyHours)}
        />
      ))}
      <DayRow id="hours-holiday" label={t("publicHoliday")} value={holiday ?? null} onChange={onHoliday} allowUnset />
    </div>
  );
}

/** One end of an opening interval. */
function TimeInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return <input type="time" className={timeClass} aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} />;
}
