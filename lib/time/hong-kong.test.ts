import { hongKongClock, hongKongDay } from "./hong-kong";

test("the Hong Kong day turns at 16:00 UTC, all year (no daylight saving)", () => {
  expect(hongKongDay(new Date("2026-12-01T15:59:00Z"))).toEqual({ date: "2026-12-01", minutes: 23 * 60 + 59 });
  expect(hongKongDay(new Date("2026-12-01T16:00:00Z"))).toEqual({ date: "2026-12-02", minutes: 0 });
  expect(hongKongDay(new Date("2026-07-01T16:30:00Z"))).toEqual({ date: "2026-07-02", minutes: 30 });
});

test("the clock counts days since 1970-01-01 in Hong Kong", () => {
  expect(hongKongClock(new Date("1970-01-01T00:00:00Z"))).toEqual({ day: 0, minute: 8 * 60 });
  expect(hongKongClock(new Date("1969-12-31T16:00:00Z"))).toEqual({ day: 0, minute: 0 });
  expect(hongKongClock(new Date("1969-12-31T15:59:00Z"))).toEqual({ day: -1, minute: 23 * 60 + 59 });
});
