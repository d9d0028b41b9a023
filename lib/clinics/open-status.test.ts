import type { DayHours, WeeklyHours } from "./hours";
import { openNowFirst, openStatus, type HolidayCalendar, type OpeningFacts } from "./open-status";

// 2026-11-23 is a Monday. Times are Hong Kong local (UTC+8).
const hk = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`);
const MON = "2026-11-23";
const SAT = "2026-11-28";
const SUN = "2026-11-29";
const noHolidays: HolidayCalendar = { known: true, dates: new Set() };
const unknownHolidays: HolidayCalendar = { known: false, dates: new Set() };

const week = (weekday: DayHours, sat: DayHours = weekday, sun: DayHours = weekday): WeeklyHours => [
  weekday,
  weekday,
  weekday,
  weekday,
  weekday,
  sat,
  sun,
];
const clinic = (weeklyHours: WeeklyHours | null, extra: Partial<OpeningFacts> = {}): OpeningFacts => ({
  is24Hour: false,
  weeklyHours,
  publicHolidayHours: null,
  hoursConfidence: "high",
  ...extra,
});
const DAY = clinic(week([["09:00", "19:00"]], [["09:00", "13:00"]], null));
const LUNCH = clinic(
  week([
    ["09:00", "13:00"],
    ["14:30", "20:00"],
  ]),
);
const LATE = clinic(week([["18:00", "02:00"]]));

describe("openStatus", () => {
  it("is open with the closing time during the day", () => {
    expect(openStatus(DAY, hk(MON, "10:15"), noHolidays)).toMatchObject({ state: "open", closes: { time: "19:00", dayOffset: 0 } });
  });

  it("is closed before opening, and opens today", () => {
    expect(openStatus(DAY, hk(MON, "07:59"), noHolidays)).toMatchObject({ state: "closed", opens: { time: "09:00", dayOffset: 0 } });
  });

  it("opens tomorrow after closing time", () => {
    expect(openStatus(DAY, hk(MON, "19:00"), noHolidays)).toMatchObject({ state: "closed", opens: { time: "09:00", dayOffset: 1 } });
  });

  it("is closed over a lunch break and reopens after it", () => {
    expect(openStatus(LUNCH, hk(MON, "13:30"), noHolidays)).toMatchObject({ state: "closed", opens: { time: "14:30", dayOffset: 0 } });
    expect(openStatus(LUNCH, hk(MON, "12:00"), noHolidays)).toMatchObject({ state: "open", closes: { time: "13:00", dayOffset: 0 } });
  });

  it("knows a clinic closed on Sunday opens on Monday", () => {
    expect(openStatus(DAY, hk(SUN, "11:00"), noHolidays)).toMatchObject({
      state: "closed",
      opens: { time: "09:00", dayOffset: 1, weekday: 0 },
    });
    expect(openStatus(DAY, hk(SAT, "14:00"), noHolidays)).toMatchObject({
      state: "closed",
      opens: { time: "09:00", dayOffset: 2, weekday: 0 },
    });
  });

  it("keeps an evening clinic open past midnight, from yesterday's hours", () => {
    expect(openStatus(LATE, hk(MON, "23:30"), noHolidays)).toMatchObject({ state: "open", closes: { time: "02:00", dayOffset: 1 } });
    expect(openStatus(LATE, hk(MON, "01:30"), noHolidays)).toMatchObject({ state: "open", closes: { time: "02:00", dayOffset: 0 } });
    expect(openStatus(LATE, hk(MON, "02:00"), noHolidays)).toMatchObject({ state: "closed", opens: { time: "18:00", dayOffset: 0 } });
  });

  it("reads a closing time of 00:00 as midnight", () => {
    const facts = clinic(week([["09:00", "00:00"]]), { hoursConfidence: "low" });
    expect(openStatus(facts, hk(MON, "23:59"), noHolidays)).toMatchObject({
      state: "open",
      closes: { time: "00:00", dayOffset: 1 },
      lowConfidence: true,
    });
  });

  it("says open 24 hours for a clinic open around the clock, even at midnight", () => {
    expect(openStatus(clinic(week("24h")), hk(MON, "00:00"), noHolidays)).toMatchObject({ state: "open24h" });
    expect(openStatus(clinic(null, { is24Hour: true }), hk(MON, "03:00"), noHolidays)).toMatchObject({ state: "open24h" });
  });

  it("uses the stated public-holiday hours on a holiday", () => {
    const facts = clinic(week([["09:00", "19:00"]]), { publicHolidayHours: [["10:00", "14:00"]] });
    const christmas: HolidayCalendar = { known: true, dates: new Set(["2026-12-25"]) };
    expect(openStatus(facts, hk("2026-12-25", "16:00"), christmas)).toMatchObject({ state: "closed", holidayMayDiffer: false });
    expect(openStatus(facts, hk("2026-12-25", "11:00"), christmas)).toMatchObject({ state: "open", closes: { time: "14:00" } });
    expect(openStatus(facts, hk("2026-12-24", "16:00"), christmas)).toMatchObject({ state: "open", closes: { time: "19:00" } });
  });

  it("is closed on a holiday stated closed, and opens the next working day", () => {
    const facts = clinic(week([["09:00", "19:00"]]), { publicHolidayHours: [] });
    const holiday: HolidayCalendar = { known: true, dates: new Set(["2026-11-23"]) };
    expect(openStatus(facts, hk(MON, "10:00"), holiday)).toMatchObject({ state: "closed", opens: { time: "09:00", dayOffset: 1 } });
  });

  it("warns that hours may differ on a holiday the clinic stated nothing for", () => {
    const holiday: HolidayCalendar = { known: true, dates: new Set([MON]) };
    expect(openStatus(DAY, hk(MON, "10:00"), holiday)).toMatchObject({ state: "open", holidayMayDiffer: true });
    expect(openStatus(DAY, hk(MON, "10:00"), noHolidays)).toMatchObject({ holidayMayDiffer: false });
  });

  it("does not guess when the holiday feed was never reached", () => {
    const facts = clinic(week([["09:00", "19:00"]]), { publicHolidayHours: [] });
    expect(openStatus(facts, hk(MON, "10:00"), unknownHolidays)).toMatchObject({ state: "open", holidayMayDiffer: true });
  });

  it("flags low-confidence hours", () => {
    expect(openStatus({ ...DAY, hoursConfidence: "low" }, hk(MON, "10:00"), noHolidays)).toMatchObject({ lowConfidence: true });
    expect(openStatus(DAY, hk(MON, "10:00"), noHolidays)).toMatchObject({ lowConfidence: false });
  });

  it("makes no claim without hours", () => {
    expect(openStatus(clinic(null), hk(MON, "10:00"), noHolidays)).toMatchObject({ state: "unknown" });
    expect(openStatus(clinic([null, null, null, null, null, null, null]), hk(MON, "10:00"), noHolidays)).toMatchObject({
      state: "unknown",
    });
  });

  it("finds the next opening a week ahead for a clinic open one hour a week", () => {
    const facts = clinic([[["09:00", "10:00"]], null, null, null, null, null, null]);
    expect(openStatus(facts, hk(MON, "11:00"), noHolidays)).toMatchObject({
      state: "closed",
      opens: { time: "09:00", dayOffset: 7, weekday: 0 },
    });
  });
});

describe("openNowFirst (the nearby list at night)", () => {
  it("puts the clinics open now first and the closed and unknown ones apart, each in the given order", () => {
    const at = hk(MON, "03:00");
    const status = (facts: OpeningFacts) => openStatus(facts, at, noHolidays);
    const list = [
      { id: "day-near", openStatus: status(DAY) },
      { id: "24h", openStatus: status(clinic(null, { is24Hour: true })) },
      { id: "unknown", openStatus: status(clinic(null)) },
      { id: "day-far", openStatus: status(DAY) },
      { id: "24h-far", openStatus: status(clinic(week("24h"))) },
    ];
    const { open, notOpen } = openNowFirst(list);
    expect(open.map((c) => c.id)).toEqual(["24h", "24h-far"]);
    expect(notOpen.map((c) => c.id)).toEqual(["day-near", "unknown", "day-far"]);
  });
});
