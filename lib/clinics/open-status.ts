import { hongKongClock } from "@/lib/time/hong-kong";
import type { DayHours, WeeklyHours } from "./hours";

// Open, closed or unknown for a clinic at an instant, and when that changes.
// Hong Kong time (UTC+8 all year, no daylight saving), intervals
// past midnight, public holidays. Pure and client-safe: the server computes
// it for each card with the test clock when one is set.

export type OpeningFacts = {
  is24Hour: boolean;
  weeklyHours: WeeklyHours | null;
  /** null = not stated (the weekly hours apply, "may differ"); [] = closed. */
  publicHolidayHours: DayHours;
  hoursConfidence: string | null;
};

/** Which dates (YYYY-MM-DD, Hong Kong) are general holidays; `known` false while the feed was never reached. */
export type HolidayCalendar = { known: boolean; dates: ReadonlySet<string> };

/** A time on a day counted from today (0 = today, 1 = tomorrow) with that day's weekday (0 = Monday). */
export type Moment = { time: string; dayOffset: number; weekday: number };

export type OpenStatus = (
  { state: "open24h" } | { state: "open"; closes: Moment } | { state: "closed"; opens: Moment | null } | { state: "unknown" }
) & { lowConfidence: boolean; holidayMayDiffer: boolean };

const DAY_MIN = 24 * 60;
const HORIZON_DAYS = 8;

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
/** 1970-01-01 was a Thursday: Monday-first weekday of a day number. */
const weekdayOf = (day: number) => (((day + 3) % 7) + 7) % 7;
const dateOf = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

function intervalsOf(hours: DayHours, day: number): [number, number][] {
  if (!hours) return [];
  const base = day * DAY_MIN;
  if (hours === "24h") return [[base, base + DAY_MIN]];
  return hours.map(([from, to]) => {
    const start = minutes(from);
    const end = minutes(to);
    return [base + start, base + (end <= start ? end + DAY_MIN : end)];
  });
}

export function openStatus(facts: OpeningFacts, at: Date, holidays: HolidayCalendar): OpenStatus {
  const lowConfidence = facts.hoursConfidence === "low";
  const { day: today, minute } = hongKongClock(at);
  const statedHoliday = facts.publicHolidayHours !== null;
  const isHoliday = (day: number) => holidays.known && holidays.dates.has(dateOf(day));
  // Without the feed we cannot tell whether today is a holiday: say hours may differ rather than guess.
  const holidayMayDiffer = holidays.known ? isHoliday(today) && !statedHoliday : statedHoliday;
  const flags = { lowConfidence, holidayMayDiffer };

  const weekly = facts.weeklyHours;
  if (!weekly || weekly.every((d) => d === null)) {
    return facts.is24Hour ? { state: "open24h", ...flags } : { state: "unknown", ...flags };
  }
  const hoursOn = (day: number): DayHours => (isHoliday(day) && statedHoliday ? facts.publicHolidayHours : weekly[weekdayOf(day)]);

  const all: [number, number][] = [];
  for (let day = today - 1; day <= today + HORIZON_DAYS; day++) all.push(...intervalsOf(hoursOn(day), day));
  all.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of all) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }

  const now = today * DAY_MIN + minute;
  const moment = (abs: number): Moment => {
    const day = Math.floor(abs / DAY_MIN);
    return { time: hhmm(abs - day * DAY_MIN), dayOffset: day - today, weekday: weekdayOf(day) };
  };
  const current = merged.find(([start, end]) => start <= now && now < end);
  if (current) {
    // Open without a break as far as we look: open around the clock.
    if (current[1] >= (today + HORIZON_DAYS) * DAY_MIN) return { state: "open24h", ...flags };
    return { state: "open", closes: moment(current[1]), ...flags };
  }
  const next = merged.find(([start]) => start > now);
  return { state: "closed", opens: next ? moment(next[0]) : null, ...flags };
}

/** Open at this instant (around the clock included). */
export const isOpen = (status: OpenStatus) => status.state === "open" || status.state === "open24h";

/** The clinics open now, then the rest (closed, or hours not known), each group in the order given. */
export function openNowFirst<T extends { openStatus: OpenStatus }>(clinics: readonly T[]): { open: T[]; notOpen: T[] } {
  return { open: clinics.filter((c) => isOpen(c.openStatus)), notOpen: clinics.filter((c) => !isOpen(c.openStatus)) };
}

/** A stored clinic's hours (JSON columns) as the rule reads them. */
export function openingFacts(row: {
  is24Hour: boolean;
  weeklyHours: unknown;
  publicHolidayHours: unknown;
  hoursConfidence: string | null;
}): OpeningFacts {
  return {
    is24Hour: row.is24Hour,
    weeklyHours: row.weeklyHours as WeeklyHours | null,
    publicHolidayHours: (row.publicHolidayHours ?? null) as DayHours,
    hoursConfidence: row.hoursConfidence,
  };
}
