import { z } from "zod";
import { db } from "@/lib/db";
import { getServerEnv } from "@/lib/env";
import type { HolidayCalendar } from "@/lib/clinics/open-status";
import { fetchJson, recordFeedFailure, recordFeedSuccess } from "./feed-state";

// Hong Kong general holidays from the government's 1823 calendar, published
// as iCalendar-in-JSON (https://www.1823.gov.hk/common/ical/en.json):
//   { "vcalendar": [{ "vevent": [{ "dtstart": ["20260101", { "value": "DATE" }],
//       "dtend": ["20260102", { "value": "DATE" }], "summary": "The first day of January" }] }] }
// dtend is exclusive. Fetched daily by the background worker into public_holidays.

export const HOLIDAYS_FEED = "holidays";

const dateValue = z.union([z.string(), z.tuple([z.string()]).rest(z.unknown())]).transform((v) => (Array.isArray(v) ? v[0] : v));
const feedSchema = z.object({
  vcalendar: z
    .array(z.object({ vevent: z.array(z.object({ dtstart: dateValue, dtend: dateValue.optional(), summary: z.string().optional() })) }))
    .min(1),
});

const isoDate = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;

/** The holidays in a feed document, one entry per day (a multi-day event gives each of its days). */
export function parseHolidayFeed(document: unknown): { date: string; name: string }[] {
  const feed = feedSchema.parse(document);
  const out: { date: string; name: string }[] = [];
  for (const event of feed.vcalendar.flatMap((c) => c.vevent)) {
    if (!/^\d{8}$/.test(event.dtstart)) continue;
    const start = new Date(`${isoDate(event.dtstart)}T00:00:00Z`);
    const end =
      event.dtend && /^\d{8}$/.test(event.dtend) ? new Date(`${isoDate(event.dtend)}T00:00:00Z`) : new Date(start.getTime() + 86_400_000);
    for (let d = start; d < end; d = new Date(d.getTime() + 86_400_000))
      out.push({ date: d.toISOString().slice(0, 10), name: event.summary ?? "" });
  }
  return out;
}

/** Fetches the feed and replaces the stored holidays (in one transaction); a failure keeps the last good list. */
export async function refreshHolidays(url = getServerEnv().HOLIDAYS_FEED_URL): Promise<number | null> {
  if (!url) return null;
  try {
    const holidays = parseHolidayFeed(await fetchJson(url));
    if (!holidays.length) throw new Error("the holiday feed lists no holiday");
    await db.$transaction([
      db.publicHoliday.deleteMany({}),
      db.publicHoliday.createMany({
        data: holidays.map((h) => ({ date: new Date(`${h.date}T00:00:00Z`), name: h.name })),
        skipDuplicates: true,
      }),
    ]);
    await recordFeedSuccess(HOLIDAYS_FEED, { count: holidays.length });
    memo = null;
    return holidays.length;
  } catch (error) {
    await recordFeedFailure(HOLIDAYS_FEED, error);
    return null;
  }
}

// Every results page and clinic search reads the calendar; it changes once a day.
const MEMO_MS = 60_000;
let memo: { day: string; until: number; calendar: Promise<HolidayCalendar> } | null = null;

/** The stored calendar around `at` (kept a minute per day); `known` only once the feed was reached at least once. */
export function loadHolidayCalendar(at: Date): Promise<HolidayCalendar> {
  const day = at.toISOString().slice(0, 10);
  if (memo && memo.day === day && memo.until > Date.now()) return memo.calendar;
  const calendar = readHolidayCalendar(at);
  memo = { day, until: Date.now() + MEMO_MS, calendar };
  calendar.catch(() => (memo = null));
  return calendar;
}

async function readHolidayCalendar(at: Date): Promise<HolidayCalendar> {
  const from = new Date(at.getTime() - 2 * 86_400_000);
  const to = new Date(at.getTime() + 10 * 86_400_000);
  const [state, rows] = await Promise.all([
    db.feedState.findUnique({ where: { name: HOLIDAYS_FEED }, select: { fetchedAt: true } }),
    db.publicHoliday.findMany({ where: { date: { gte: from, lte: to } }, select: { date: true } }),
  ]);
  return { known: Boolean(state?.fetchedAt), dates: new Set(rows.map((r) => r.date.toISOString().slice(0, 10))) };
}
