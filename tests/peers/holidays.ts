import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { listenOnLoopback, send } from "./http";
import type { StartedPeer } from "./index";

// A loopback stand-in for the 1823 public-holiday calendar in JSON
// (https://www.1823.gov.hk/common/ical/en.json): iCalendar as JSON, one
// "vevent" per holiday with dtstart/dtend ["YYYYMMDD", {"value": "DATE"}]
// (dtend exclusive) and a summary. It serves this and next year's fixed-date
// Hong Kong holidays (enough for the tests' fixed clocks), in the shape and
// bytes of the published file (fixtures/holidays-en.json): its calendar
// header, and a UTF-8 byte-order mark before the JSON.

const FIXED = [
  ["0101", "The first day of January"],
  ["0501", "Labour Day"],
  ["0701", "Hong Kong Special Administrative Region Establishment Day"],
  ["1001", "National Day"],
  ["1225", "Christmas Day"],
  ["1226", "The first weekday after Christmas Day"],
] as const;

function vevent(ymd: string, summary: string) {
  const next = new Date(Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8)) + 1));
  const end = next.toISOString().slice(0, 10).replace(/-/g, "");
  return {
    dtstart: [ymd, { value: "DATE" }],
    dtend: [end, { value: "DATE" }],
    transp: "TRANSPARENT",
    uid: `${ymd}_00@1823.gov.hk`,
    summary,
  };
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/** The published file's calendar header (prodid, calscale, x-wr-*), without its events. */
const HEADER = (() => {
  const published = JSON.parse(readFileSync(join(__dirname, "fixtures", "holidays-en.json"), "utf8").replace(/^\uFEFF/, "")) as {
    vcalendar: Record<string, unknown>[];
  };
  const { vevent: _events, ...header } = published.vcalendar[0];
  return header;
})();

export async function startHolidaysPeer(): Promise<StartedPeer> {
  const year = new Date().getUTCFullYear();
  const events = [year, year + 1].flatMap((y) => FIXED.map(([md, summary]) => vevent(`${y}${md}`, summary)));
  const server = createServer((req, res) => {
    if (req.method !== "GET" || !req.url?.startsWith("/common/ical/en.json")) return send(res, 404, { error: "Not Found" });
    const body = Buffer.from(JSON.stringify({ vcalendar: [{ ...HEADER, vevent: events }] }));
    res.writeHead(200, { "Content-Type": "application/json" }).end(Buffer.concat([BOM, body]));
  });
  const { origin, stop } = await listenOnLoopback(server);
  return { env: { HOLIDAYS_FEED_URL: `${origin}/common/ical/en.json` }, stop };
}
