// Hong Kong time, in one place: the zone every page, message and statement
// shows times in, and the calendar day and minute of an instant there. Hong
// Kong has kept UTC+8 all year since 1979 (no daylight saving), so the day
// and minute are plain arithmetic on a fixed offset. Client-safe.

export const HK_TIME_ZONE = "Asia/Hong_Kong";

/** UTC+8, all year. */
export const HK_OFFSET_MS = 8 * 3_600_000;

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 in Hong Kong, and minutes into that day. */
export function hongKongClock(at: Date): { day: number; minute: number } {
  const local = at.getTime() + HK_OFFSET_MS;
  const day = Math.floor(local / DAY_MS);
  return { day, minute: Math.floor((local - day * DAY_MS) / 60_000) };
}

/** The Hong Kong calendar day (YYYY-MM-DD) of an instant and its minutes past local midnight. */
export function hongKongDay(at: Date): { date: string; minutes: number } {
  const { day, minute } = hongKongClock(at);
  return { date: new Date(day * DAY_MS).toISOString().slice(0, 10), minutes: minute };
}
