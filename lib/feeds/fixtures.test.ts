import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { listenOnLoopback } from "@/tests/peers/http";
import { fetchJson } from "./feed-state";
import { parseHolidayFeed } from "./holidays";
import { severeWarnings } from "./weather";

jest.mock("@/lib/db", () => ({ db: {} }));

// The outside feeds' real bytes, as published (tests/peers/fixtures).
const fixture = (name: string) => readFileSync(join(process.cwd(), "tests/peers/fixtures", name));

describe("the 1823 holiday file as published", () => {
  it("starts with a UTF-8 byte-order mark and is still read, fetched over HTTP as the worker does", async () => {
    const bytes = fixture("holidays-en.json");
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(() => JSON.parse(bytes.toString("utf8"))).toThrow();
    const server = createServer((_, res) => res.writeHead(200, { "Content-Type": "application/json" }).end(bytes));
    const { origin, stop } = await listenOnLoopback(server);
    try {
      const holidays = parseHolidayFeed(await fetchJson(`${origin}/common/ical/en.json`));
      expect(holidays).toContainEqual({ date: "2026-02-18", name: "The second day of Lunar New Year" });
      expect(holidays.map((h) => h.date)).toEqual([
        "2026-01-01",
        "2026-02-17",
        "2026-02-18",
        "2026-02-19",
        "2026-04-03",
        "2026-12-25",
        "2026-12-26",
      ]);
    } finally {
      await stop();
    }
  });
});

describe("the Observatory's warning summary as published", () => {
  const warnsum = JSON.parse(fixture("warnsum.json").toString("utf8")) as unknown;

  it("reads entries that carry type and expireTime; a warning past its expireTime is no longer in force", () => {
    // 09:30 HKT: the Black Rainstorm entry expired at 09:10, Signal No. 8 has no expiry.
    expect(severeWarnings(warnsum, new Date("2026-11-20T09:30:00+08:00"))).toEqual([
      { kind: "typhoon", signal: 8, issuedAt: "2026-11-20T08:40:00+08:00" },
    ]);
    // 09:00 HKT: both are in force.
    expect(severeWarnings(warnsum, new Date("2026-11-20T09:00:00+08:00"))).toEqual([
      { kind: "black_rain", issuedAt: "2026-11-20T08:10:00+08:00" },
      { kind: "typhoon", signal: 8, issuedAt: "2026-11-20T08:40:00+08:00" },
    ]);
  });
});

describe("the Observatory's own sample answer (Chinese, eleven warnings at once)", () => {
  // tests/peers/fixtures/warnsum-tc-sample.json, byte for byte as published (see the folder's README).
  const text = fixture("warnsum-tc-sample.json").toString("utf8");
  const at = new Date("2020-09-24T12:00:00+08:00");

  it("reads every entry and finds no severe warning: Signal No. 3 and a Red Rainstorm are not black rain or No. 8", () => {
    expect(Object.keys(JSON.parse(text) as object)).toHaveLength(11);
    expect(severeWarnings(JSON.parse(text), at)).toEqual([]);
  });

  it("finds Signal No. 8 and the Black Rainstorm when the same answer carries them", () => {
    const severe = text.replace('"code":"TC3"', '"code":"TC8NE"').replace('"code":"WRAINR"', '"code":"WRAINB"');
    expect(severeWarnings(JSON.parse(severe), at)).toEqual([
      { kind: "black_rain", issuedAt: "2020-09-24T11:15:00+08:00" },
      { kind: "typhoon", signal: 8, issuedAt: "2020-09-24T11:15:00+08:00" },
    ]);
  });
});
