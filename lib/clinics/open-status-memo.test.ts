import type { WeeklyHours } from "./hours";
import { openStatus, openingFacts, type HolidayCalendar } from "./open-status";
import { memoOpenStatus, type StoredHours } from "./open-status-memo";

// 2026-11-23 is a Monday; Hong Kong time (UTC+8).
const hk = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`);
const noHolidays: HolidayCalendar = { known: true, dates: new Set() };
const christmas: HolidayCalendar = { known: true, dates: new Set(["2026-11-23"]) };

const day: WeeklyHours = [
  [["09:00", "19:00"]],
  [["09:00", "19:00"]],
  [["09:00", "19:00"]],
  [["09:00", "19:00"]],
  [["09:00", "19:00"]],
  null,
  null,
];
const stored = (weekly: unknown, extra: Partial<StoredHours> = {}): StoredHours => ({
  is24Hour: false,
  weeklyHours: weekly === undefined ? null : JSON.stringify(weekly),
  publicHolidayHours: null,
  hoursConfidence: "high",
  ...extra,
});
const reference = (hours: StoredHours, at: Date, holidays: HolidayCalendar) =>
  openStatus(
    openingFacts({
      is24Hour: hours.is24Hour,
      weeklyHours: hours.weeklyHours === null ? null : JSON.parse(hours.weeklyHours),
      publicHolidayHours: hours.publicHolidayHours === null ? null : JSON.parse(hours.publicHolidayHours),
      hoursConfidence: hours.hoursConfidence,
    }),
    at,
    holidays,
  );

const PATTERNS: StoredHours[] = [
  stored(day),
  stored(day, { hoursConfidence: "low" }),
  stored(day, { publicHolidayHours: "[]" }),
  stored(day, { publicHolidayHours: JSON.stringify([["10:00", "12:00"]]) }),
  stored(undefined, { is24Hour: true }),
  stored(undefined),
  stored(null, { is24Hour: true }),
  stored(Array(7).fill("24h")),
  stored(Array(7).fill([["18:00", "02:00"]])),
];

describe("memoOpenStatus", () => {
  it("answers exactly as openStatus for every pattern, minute and calendar", () => {
    for (const time of ["08:59", "09:00", "18:59", "19:00", "23:30", "01:59", "02:00"])
      for (const holidays of [noHolidays, christmas, { known: false, dates: new Set<string>() }])
        for (const hours of PATTERNS) {
          const at = hk("2026-11-23", time);
          expect(memoOpenStatus(hours, at, holidays)).toEqual(reference(hours, at, holidays));
        }
  });

  it("computes a pattern once a minute, and again when the minute or the calendar changes", () => {
    const at = hk("2026-11-23", "18:59");
    const first = memoOpenStatus(stored(day), new Date(at.getTime() + 1_000), noHolidays);
    expect(memoOpenStatus(stored(day), new Date(at.getTime() + 59_000), noHolidays)).toBe(first);
    expect(first).toMatchObject({ state: "open", closes: { time: "19:00" } });
    expect(memoOpenStatus(stored(day), hk("2026-11-23", "19:00"), noHolidays)).toMatchObject({ state: "closed" });
    expect(memoOpenStatus(stored(day), hk("2026-11-23", "19:00"), christmas)).toMatchObject({ holidayMayDiffer: true });
  });
});
