import { z } from "zod";
import { db } from "@/lib/db";
import { currentTime } from "@/lib/clock";
import { getServerEnv } from "@/lib/env";
import type { SevereWeather } from "@/lib/clinics/severe-weather";
import { fetchJson, recordFeedFailure, recordFeedSuccess } from "./feed-state";

// Severe weather from the Hong Kong Observatory's open-data warning summary
// (https://data.weather.gov.hk/weatherAPI/opendata/weather.php?dataType=warnsum&lang=en,
// "HKO Open Data API Documentation", dataset "Weather Warning Summary"): an
// object keyed by warning type, e.g.
//   { "WTCSGNL": { "name": "Tropical Cyclone Warning Signal", "code": "TC8NE",
//                  "actionCode": "ISSUE", "issueTime": "2026-09-16T14:20:00+08:00",
//                  "updateTime": "2026-09-16T14:20:00+08:00" },
//     "WRAIN": { "name": "Rainstorm Warning Signal", "code": "WRAINB", "actionCode": "ISSUE", ... } }
// and {} when nothing is in force. Signal codes: TC1, TC3, TC8NE/TC8SE/TC8NW/TC8SW,
// TC9, TC10; rainstorm: WRAINA (amber), WRAINR (red), WRAINB (black). A warning
// just cancelled can still be listed with actionCode "CANCEL". "Extreme
// conditions" is announced by the government after Signal No. 8+, not by this
// feed: the banner covers it through the signal it follows. Real entries also
// carry `type` (e.g. the fire danger colour) and, on warnings that lapse by
// themselves, `expireTime`: one past its expiry is no longer in force
// (tests/peers/fixtures/warnsum.json).

export const WEATHER_FEED = "hko_warnsum";

const entry = z
  .object({
    code: z.string(),
    type: z.string().optional(),
    actionCode: z.string().optional(),
    issueTime: z.string().optional(),
    expireTime: z.string().optional(),
    updateTime: z.string().optional(),
  })
  .loose();
const warnsumSchema = z.record(z.string(), z.unknown());

/** The severe warnings (Signal No. 8 or higher, Black Rainstorm) in force at `now` in a warnsum document. */
export function severeWarnings(document: unknown, now = new Date()): SevereWeather[] {
  const all = warnsumSchema.parse(document);
  const out: SevereWeather[] = [];
  for (const value of Object.values(all)) {
    const parsed = entry.safeParse(value);
    if (!parsed.success || parsed.data.actionCode === "CANCEL") continue;
    const expires = parsed.data.expireTime ? Date.parse(parsed.data.expireTime) : NaN;
    if (expires <= now.getTime()) continue;
    const { code, issueTime, updateTime } = parsed.data;
    const issuedAt = issueTime ?? updateTime ?? "";
    const signal = /^TC(8|9|10)/.exec(code)?.[1];
    if (signal) out.push({ kind: "typhoon", signal: Number(signal) as 8 | 9 | 10, issuedAt });
    else if (code === "WRAINB") out.push({ kind: "black_rain", issuedAt });
  }
  return out;
}

export async function pollWarnings(url = getServerEnv().HKO_WARNSUM_URL): Promise<SevereWeather[] | null> {
  if (!url) return null;
  try {
    const warnings = severeWarnings(await fetchJson(url), await currentTime());
    await recordFeedSuccess(WEATHER_FEED, warnings);
    return warnings;
  } catch (error) {
    await recordFeedFailure(WEATHER_FEED, error);
    return null;
  }
}

/**
 * What the pages show: the warnings stored by the last successful poll, if it
 * is recent (three poll periods); an old answer is not shown as current.
 */
export async function currentSevereWeather(now = new Date()): Promise<SevereWeather[]> {
  const state = await db.feedState.findUnique({ where: { name: WEATHER_FEED }, select: { data: true, fetchedAt: true } });
  if (!state?.fetchedAt || now.getTime() - state.fetchedAt.getTime() > 3 * getServerEnv().HKO_POLL_MS + 60_000) return [];
  return Array.isArray(state.data) ? (state.data as SevereWeather[]) : [];
}

/** The warnings to show on a page rendered now (the test clock included). */
export async function severeWeatherNow(): Promise<SevereWeather[]> {
  return currentSevereWeather(await currentTime());
}
