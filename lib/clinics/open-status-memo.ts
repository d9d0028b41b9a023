import type { DayHours, WeeklyHours } from "./hours";
import { openStatus, type HolidayCalendar, type OpenStatus } from "./open-status";

// Open status for a whole result list. openStatus() depends only on
// a clinic's hours, the Hong Kong minute and the holiday calendar, and the
// clinics of a list share a handful of weekly patterns: so it is computed once
// per distinct pattern per minute and calendar, keyed by the hours' JSON text
// as stored (no staleness: an edited clinic has a different key). The answers
// are shared between clinics and requests, so callers must not mutate them.

export type StoredHours = {
  is24Hour: boolean;
  /** The JSON columns as text (null = SQL NULL). */
  weeklyHours: string | null;
  publicHolidayHours: string | null;
  hoursConfidence: string | null;
};

/** Far above the distinct patterns of any real list; only a bound against unusual data. */
const MAX_PATTERNS = 5_000;

let memo: { minute: number; holidays: HolidayCalendar; byHours: Map<string, OpenStatus> } | null = null;

const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** The memo's key for a clinic's hours; a caller holding the row longer computes it once (lib/clinics/row-cache.ts). */
export const hoursKey = (hours: StoredHours) =>
  `${hours.is24Hour}|${hours.hoursConfidence}|${hours.weeklyHours}|${hours.publicHolidayHours}`;

/** The same answer as openStatus(openingFacts(row), at, holidays). */
export function memoOpenStatus(hours: StoredHours, at: Date, holidays: HolidayCalendar, key = hoursKey(hours)): OpenStatus {
  const minute = Math.floor(at.getTime() / 60_000);
  if (!memo || memo.minute !== minute || memo.holidays !== holidays || memo.byHours.size >= MAX_PATTERNS) {
    memo = { minute, holidays, byHours: new Map() };
  }
  let status = memo.byHours.get(key);
  if (!status) {
    const facts = {
      is24Hour: hours.is24Hour,
      weeklyHours: parse(hours.weeklyHours) as WeeklyHours | null,
      publicHolidayHours: (parse(hours.publicHolidayHours) ?? null) as DayHours,
      hoursConfidence: hours.hoursConfidence,
    };
    status = openStatus(facts, at, holidays);
    memo.byHours.set(key, status);
  }
  return status;
}
